"""Diff and deep-merge nested configuration dicts (base <- env overlay)."""
import copy
import json

BASE = {
    "service": {"name": "orders", "port": 8080, "debug": False},
    "db": {"host": "localhost", "port": 5432, "pool": {"min": 1, "max": 10}},
    "features": ["audit", "metrics"],
    "log_level": "INFO",
}

PROD = {
    "service": {"port": 80},
    "db": {"host": "db.prod.internal", "pool": {"max": 50}, "replica": "db-ro.prod.internal"},
    "features": ["audit", "metrics", "tracing"],
    "log_level": "WARNING",
    "debug_toolbar": None,  # None deletes the key
}

DELETE = object()


def deep_merge(base, overlay):
    result = copy.deepcopy(base)
    for key, value in overlay.items():
        if value is None:
            result.pop(key, None)
        elif isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = copy.deepcopy(value)
    return result


def diff(old, new, path=""):
    changes = []
    for key in sorted(set(old) | set(new)):
        here = f"{path}.{key}" if path else key
        if key not in new:
            changes.append(("-", here, old[key], None))
        elif key not in old:
            changes.append(("+", here, None, new[key]))
        elif isinstance(old[key], dict) and isinstance(new[key], dict):
            changes.extend(diff(old[key], new[key], here))
        elif old[key] != new[key]:
            changes.append(("~", here, old[key], new[key]))
    return changes


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        else:
            out[key] = v
    return out


def main():
    merged = deep_merge(BASE, PROD)
    print(json.dumps(merged, indent=2))
    for sign, path, old, new in diff(BASE, merged):
        if sign == "~":
            print(f"{sign} {path}: {old!r} -> {new!r}")
        elif sign == "+":
            print(f"{sign} {path} = {new!r}")
        else:
            print(f"{sign} {path} (was {old!r})")
    assert BASE["db"]["pool"]["max"] == 10, "base must not be mutated"
    flat = flatten(merged)
    print(len(flat), "leaf settings")
    env = {f"APP_{k.upper().replace('.', '_')}": str(v) for k, v in flat.items() if not isinstance(v, list)}
    for k in sorted(env):
        print(f"{k}={env[k]}")
    print(diff({"a": 1}, {"a": 1}))
    staging = deep_merge(merged, {"db": {"replica": None}, "service": {"debug": True}})
    print([c[:2] for c in diff(merged, staging)])
    return len(flat)


if __name__ == "__main__":
    main()
