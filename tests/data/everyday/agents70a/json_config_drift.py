import json
from typing import Any

BASELINE = """{
  "service": "checkout",
  "replicas": 3,
  "resources": {"cpu": "500m", "memory": "512Mi"},
  "env": {"LOG_LEVEL": "info", "FEATURE_X": false},
  "ports": [8080, 9090],
  "owners": ["team-a"]
}"""

LIVE = """{
  "service": "checkout",
  "replicas": 5,
  "resources": {"cpu": "500m", "memory": "1Gi", "gpu": null},
  "env": {"LOG_LEVEL": "debug"},
  "ports": [8080, 9091, 9092],
  "owners": ["team-a"],
  "annotations": {"deployed-by": "ci"}
}"""


def flatten(obj: Any, prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.update(flatten(v, f"{prefix}.{k}" if prefix else k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.update(flatten(v, f"{prefix}[{i}]"))
    else:
        out[prefix] = obj
    return out


def main():
    base, live = json.loads(BASELINE), json.loads(LIVE)
    fb, fl = flatten(base), flatten(live)
    added = sorted(fl.keys() - fb.keys())
    removed = sorted(fb.keys() - fl.keys())
    changed = sorted(k for k in fb.keys() & fl.keys() if fb[k] != fl[k])
    for k in added:
        print(f"+ {k} = {json.dumps(fl[k])}")
    for k in removed:
        print(f"- {k} (was {json.dumps(fb[k])})")
    for k in changed:
        print(f"~ {k}: {json.dumps(fb[k])} -> {json.dumps(fl[k])}")
    unchanged = len(fb.keys() & fl.keys()) - len(changed)
    print(f"{len(added)} added, {len(removed)} removed, {len(changed)} changed, {unchanged} same")
    patch = {"set": {k: fl[k] for k in added + changed}, "unset": removed}
    print(json.dumps(patch, indent=1, sort_keys=True))
    print(json.dumps(base["resources"], separators=(",", ":")))
    print(json.dumps({"name": "café", "n": 1.0, "t": (1, 2)}), json.dumps("café", ensure_ascii=False))
    types = sorted({type(v).__name__ for v in fl.values()})
    print("leaf types:", types)
    return len(added) + len(removed) + len(changed)


if __name__ == "__main__":
    main()
