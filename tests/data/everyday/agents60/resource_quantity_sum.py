"""Parse Kubernetes-style resource quantities (500m, 1.5Gi, 2k) and check pods fit on nodes."""
import re
from fractions import Fraction
from typing import Dict

SUFFIXES = {
    "": 1, "m": Fraction(1, 1000), "k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12,
    "Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40,
}
QUANTITY = re.compile(r"^([+-]?\d+(?:\.\d+)?)([a-zA-Z]*)$")


class QuantityError(ValueError):
    pass


def parse_quantity(text: str) -> Fraction:
    m = QUANTITY.match(text.strip())
    if not m or m.group(2) not in SUFFIXES:
        raise QuantityError(f"cannot parse quantity {text!r}")
    return Fraction(m.group(1)) * SUFFIXES[m.group(2)]


def human_bytes(n: Fraction) -> str:
    value = float(n)
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if abs(value) < 1024 or unit == "TiB":
            return f"{value:.1f}{unit}" if unit != "B" else f"{int(value)}B"
        value /= 1024
    raise AssertionError


PODS = {
    "web-1": {"cpu": "250m", "memory": "512Mi"},
    "web-2": {"cpu": "250m", "memory": "512Mi"},
    "worker": {"cpu": "1.5", "memory": "2Gi"},
    "cache": {"cpu": "100m", "memory": "1.5Gi"},
    "batch": {"cpu": "2", "memory": "4G"},
    "sidecar": {"cpu": "50m", "memory": "64Mi"},
    "typo": {"cpu": "1 core", "memory": "1Gb"},
}
NODES = {"node-a": {"cpu": "4", "memory": "8Gi"}, "node-b": {"cpu": "2", "memory": "4Gi"}}


def parse_spec(spec: Dict[str, str]) -> Dict[str, Fraction]:
    return {k: parse_quantity(v) for k, v in spec.items()}


def main():
    pods = {}
    for name, spec in PODS.items():
        try:
            pods[name] = parse_spec(spec)
        except QuantityError as exc:
            print(f"skipping {name}: {exc}")
    free = {n: parse_spec(s) for n, s in NODES.items()}
    placement = {}
    for name, req in sorted(pods.items(), key=lambda kv: (-kv[1]["memory"], kv[0])):
        for node, left in free.items():
            if all(left[k] >= v for k, v in req.items()):
                for k, v in req.items():
                    left[k] -= v
                placement[name] = node
                break
        else:
            placement[name] = None
    for name, node in placement.items():
        req = pods[name]
        print(f"{name:<8} cpu {float(req['cpu']):>5.2f}  mem {human_bytes(req['memory']):>8} -> {node or 'UNSCHEDULABLE'}")
    for node, left in free.items():
        print(f"{node}: {left['cpu']} cpu ({float(left['cpu']):.3f}) and {human_bytes(left['memory'])} left")
    total_cpu = sum((p["cpu"] for p in pods.values()), Fraction(0))
    print("total cpu requested:", total_cpu, "=", f"{float(total_cpu * 1000):.0f}m" if total_cpu.denominator > 1 else total_cpu)
    print(parse_quantity("1Ki") == 1024, parse_quantity("1.5Gi"), parse_quantity("-2m"))


if __name__ == "__main__":
    main()
