"""Flatten nested JSON into dotted keys and back, diff two documents, and pretty-print."""
import json

DOC_A = """{
  "service": {"name": "checkout", "replicas": 3, "ports": [8080, 8443]},
  "db": {"host": "db-1", "pool": {"min": 2, "max": 10}, "ssl": true},
  "features": {"coupons": false, "giftcards": null},
  "owners": [{"name": "ana", "role": "lead"}, {"name": "raj", "role": "dev"}],
  "version": "1.4.0"
}"""

DOC_B = """{
  "service": {"name": "checkout", "replicas": 5, "ports": [8080]},
  "db": {"host": "db-2", "pool": {"min": 2, "max": 20}, "ssl": true},
  "features": {"coupons": true},
  "owners": [{"name": "ana", "role": "lead"}],
  "version": "1.5.0",
  "region": "eu-west"
}"""


def flatten(obj, prefix=""):
    out = {}
    if isinstance(obj, dict):
        for key, value in obj.items():
            out.update(flatten(value, f"{prefix}.{key}" if prefix else key))
    elif isinstance(obj, list):
        for idx, value in enumerate(obj):
            out.update(flatten(value, f"{prefix}[{idx}]"))
    else:
        out[prefix] = obj
    return out


def unflatten(flat):
    root = {}
    for path, value in flat.items():
        parts = path.replace("]", "").replace("[", ".").split(".")
        node = root
        for here, nxt in zip(parts, parts[1:]):
            default = [] if nxt.isdigit() else {}
            if isinstance(node, list):
                idx = int(here)
                while len(node) <= idx:
                    node.append(None)
                if node[idx] is None:
                    node[idx] = default
                node = node[idx]
            else:
                node = node.setdefault(here, default)
        last = parts[-1]
        if isinstance(node, list):
            idx = int(last)
            while len(node) <= idx:
                node.append(None)
            node[idx] = value
        else:
            node[last] = value
    return root


def diff(a, b):
    fa, fb = flatten(a), flatten(b)
    for key in sorted(fa.keys() | fb.keys()):
        if key not in fb:
            yield "-", key, fa[key], None
        elif key not in fa:
            yield "+", key, None, fb[key]
        elif fa[key] != fb[key]:
            yield "~", key, fa[key], fb[key]


def main():
    a, b = json.loads(DOC_A), json.loads(DOC_B)
    flat = flatten(a)
    for key, value in flat.items():
        print(f"{key:<22} {json.dumps(value)}")
    assert unflatten(flat) == a, "round trip failed"
    print("round trip ok:", unflatten(flat) == a)
    print("\nchanges:")
    for sign, key, old, new in diff(a, b):
        if sign == "~":
            print(f" {sign} {key}: {old!r} -> {new!r}")
        else:
            print(f" {sign} {key}: {old if sign == '-' else new!r}")
    print(json.dumps(unflatten({"a.b[1]": 2, "a.b[0]": 1, "a.c": "x"}), sort_keys=True))
    print(json.dumps(b["db"], indent=4, sort_keys=True))
    print(json.dumps({"text": "naïve café", "n": 1.0, "big": 10**20}, ensure_ascii=False))
    print(json.dumps({"text": "naïve"}), json.dumps([1, [2, [3]]], indent=1).count("\n"))
    try:
        json.loads('{"a": 1,}')
    except json.JSONDecodeError as exc:
        print("bad json:", exc.msg, "at line", exc.lineno, "col", exc.colno)
    return len(flat)


if __name__ == "__main__":
    main()
