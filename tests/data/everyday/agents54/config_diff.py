"""Diff two nested configuration dictionaries and print a readable report."""
import json

OLD = {
    "service": {"name": "billing", "port": 8080, "debug": True},
    "database": {"host": "db.local", "pool": {"min": 2, "max": 10}},
    "features": ["invoices", "refunds"],
    "timeout": 30,
}

NEW = {
    "service": {"name": "billing", "port": 9090, "debug": False, "workers": 4},
    "database": {"host": "db.internal", "pool": {"min": 2, "max": 20}},
    "features": ["invoices", "refunds", "credits"],
    "retries": 3,
}


def flatten(tree, prefix=""):
    flat = {}
    for key, value in tree.items():
        path = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            flat.update(flatten(value, path))
        else:
            flat[path] = value
    return flat


def diff(old, new):
    a, b = flatten(old), flatten(new)
    changes = []
    for key in sorted(a.keys() | b.keys()):
        if key not in b:
            changes.append(("-", key, a[key], None))
        elif key not in a:
            changes.append(("+", key, None, b[key]))
        elif a[key] != b[key]:
            changes.append(("~", key, a[key], b[key]))
    return changes


def describe_list_change(before, after):
    added = [x for x in after if x not in before]
    removed = [x for x in before if x not in after]
    parts = []
    if added:
        parts.append("added " + ", ".join(added))
    if removed:
        parts.append("removed " + ", ".join(removed))
    return "; ".join(parts)


def main():
    changes = diff(OLD, NEW)
    width = max(len(key) for _, key, _, _ in changes)
    for sign, key, before, after in changes:
        if sign == "~" and isinstance(before, list):
            print(f"{sign} {key:<{width}}  {describe_list_change(before, after)}")
        elif sign == "~":
            print(f"{sign} {key:<{width}}  {json.dumps(before)} -> {json.dumps(after)}")
        elif sign == "+":
            print(f"{sign} {key:<{width}}  {json.dumps(after)}")
        else:
            print(f"{sign} {key:<{width}}  (was {json.dumps(before)})")
    summary = {s: sum(1 for c in changes if c[0] == s) for s in "+-~"}
    print("summary:", json.dumps(summary, sort_keys=True))
    merged = {**flatten(OLD), **flatten(NEW)}
    print(json.dumps({k: merged[k] for k in sorted(merged) if k.startswith("service")}, indent=2))


if __name__ == "__main__":
    main()
