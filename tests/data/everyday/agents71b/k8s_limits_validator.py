"""Check Kubernetes-style container resource requests/limits before applying a manifest."""
import re
from fractions import Fraction

MANIFEST = [
    {"pod": "api", "container": "app", "requests": {"cpu": "250m", "memory": "256Mi"},
     "limits": {"cpu": "1", "memory": "512Mi"}},
    {"pod": "api", "container": "sidecar", "requests": {"cpu": "50m", "memory": "64Mi"},
     "limits": {"cpu": "100m", "memory": "64Mi"}},
    {"pod": "worker", "container": "app", "requests": {"cpu": "2", "memory": "3Gi"},
     "limits": {"cpu": "1500m", "memory": "2Gi"}},
    {"pod": "batch", "container": "job", "requests": {"cpu": "0.5", "memory": "1G"},
     "limits": {"memory": "1.5Gi"}},
    {"pod": "cache", "container": "redis", "requests": {"cpu": "100m", "memory": "12Xi"},
     "limits": {"cpu": "200m", "memory": "128Mi"}},
]

NODE = {"cpu": "4", "memory": "8Gi"}

BINARY = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40}
DECIMAL = {"k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12}
QUANTITY = re.compile(r"^(\d+(?:\.\d+)?)([A-Za-z]*)$")


def parse_cpu(q):
    """Return millicores."""
    if q.endswith("m"):
        return int(q[:-1])
    return int(Fraction(q) * 1000)


def parse_memory(q):
    m = QUANTITY.match(q)
    if not m:
        raise ValueError(f"bad quantity {q!r}")
    number, unit = m.groups()
    if unit in BINARY:
        factor = BINARY[unit]
    elif unit in DECIMAL:
        factor = DECIMAL[unit]
    elif unit == "":
        factor = 1
    else:
        raise ValueError(f"unknown unit {unit!r} in {q!r}")
    return int(Fraction(number) * factor)


def fmt_mem(n):
    for unit in ("Gi", "Mi", "Ki"):
        if n >= BINARY[unit]:
            return f"{n / BINARY[unit]:g}{unit}"
    return f"{n}B"


def check(container):
    problems = []
    name = f"{container['pod']}/{container['container']}"
    req, lim = container.get("requests", {}), container.get("limits", {})
    parsed = {}
    for kind, parse in (("cpu", parse_cpu), ("memory", parse_memory)):
        try:
            r = parse(req[kind]) if kind in req else None
            l = parse(lim[kind]) if kind in lim else None
        except ValueError as e:
            problems.append(f"{name}: {e}")
            continue
        if l is None:
            problems.append(f"{name}: no {kind} limit")
        elif r is not None and r > l:
            problems.append(f"{name}: {kind} request exceeds limit")
        parsed[kind] = (r or 0, l)
    return parsed, problems


def main():
    totals = {"cpu": 0, "memory": 0}
    all_problems = []
    for c in MANIFEST:
        parsed, problems = check(c)
        all_problems += problems
        for kind, (r, _) in parsed.items():
            totals[kind] += r
        if not problems:
            cpu_r, cpu_l = parsed["cpu"]
            mem_r, mem_l = parsed["memory"]
            print(f"{c['pod'] + '/' + c['container']:<14} cpu {cpu_r}m..{cpu_l}m  mem {fmt_mem(mem_r)}..{fmt_mem(mem_l)}")
    for p in all_problems:
        print("PROBLEM", p)
    node_cpu, node_mem = parse_cpu(NODE["cpu"]), parse_memory(NODE["memory"])
    print(f"requested cpu {totals['cpu']}m of {node_cpu}m ({totals['cpu'] / node_cpu:.0%})")
    print(f"requested mem {fmt_mem(totals['memory'])} of {fmt_mem(node_mem)} ({totals['memory'] / node_mem:.1%})")
    print(parse_memory("1G"), parse_memory("1Gi"), parse_memory("0.5Mi"), parse_cpu("0.125"), Fraction("1.5") * 2)
    verdict = "REJECT" if all_problems else "APPLY"
    print("verdict:", verdict)
    return verdict


if __name__ == "__main__":
    main()
