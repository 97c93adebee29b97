"""Flatten a nested JSON API response into dotted paths and diff two snapshots."""
import json

OLD = """
{"service": "billing", "version": 3,
 "limits": {"rps": 100, "burst": 20, "regions": ["eu", "us"]},
 "owners": [{"name": "kim", "oncall": true}, {"name": "raj", "oncall": false}],
 "flags": {"beta": null, "dark_mode": false}}
"""
NEW = """
{"service": "billing", "version": 4,
 "limits": {"rps": 150, "burst": 20, "regions": ["eu", "us", "ap"]},
 "owners": [{"name": "kim", "oncall": false}],
 "flags": {"dark_mode": false, "new_ui": 0.25},
 "notes": "migrated"}
"""


def flatten(node, prefix: str = "") -> dict[str, object]:
    out: dict[str, object] = {}
    if isinstance(node, dict):
        if not node:
            out[prefix] = {}
        for key, value in node.items():
            out.update(flatten(value, f"{prefix}.{key}" if prefix else key))
    elif isinstance(node, list):
        if not node:
            out[prefix] = []
        for i, value in enumerate(node):
            out.update(flatten(value, f"{prefix}[{i}]"))
    else:
        out[prefix] = node
    return out


def type_name(v) -> str:
    match v:
        case None:
            return "null"
        case bool():
            return "bool"
        case int() | float():
            return "number"
        case str():
            return "string"
        case _:
            return type(v).__name__


def main():
    old, new = flatten(json.loads(OLD)), flatten(json.loads(NEW))
    print(f"{len(old)} paths before, {len(new)} after")
    for path in sorted(old.keys() | new.keys()):
        if path not in new:
            print(f"- {path} = {json.dumps(old[path])}")
        elif path not in old:
            print(f"+ {path} = {json.dumps(new[path])}")
        elif old[path] != new[path] or type(old[path]) is not type(new[path]):
            print(f"~ {path}: {json.dumps(old[path])} -> {json.dumps(new[path])}")
    kinds: dict[str, int] = {}
    for v in new.values():
        kinds[type_name(v)] = kinds.get(type_name(v), 0) + 1
    print("types:", json.dumps(kinds, sort_keys=True))
    depth = max(p.count(".") + p.count("[") for p in new)
    print("max depth:", depth)
    print(json.dumps(json.loads(NEW)["limits"], separators=(",", ":")))
    return depth


if __name__ == "__main__":
    main()
