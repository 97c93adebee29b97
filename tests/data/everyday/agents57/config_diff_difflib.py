"""Show what changed between two deployed config versions using difflib."""
import difflib
import json

OLD = {
    "service": "checkout",
    "replicas": 3,
    "env": {"LOG_LEVEL": "info", "TIMEOUT_MS": 1500, "REGION": "eu-west-1"},
    "features": ["express", "gift-wrap"],
}
NEW = {
    "service": "checkout",
    "replicas": 5,
    "env": {"LOG_LEVEL": "debug", "TIMEOUT_MS": 1500, "RETRIES": 2},
    "features": ["express", "gift-wrap", "paypal"],
}


def flatten(obj, prefix=""):
    if isinstance(obj, dict):
        for k in sorted(obj):
            yield from flatten(obj[k], f"{prefix}.{k}" if prefix else k)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from flatten(v, f"{prefix}[{i}]")
    else:
        yield prefix, obj


def main():
    a = json.dumps(OLD, indent=2, sort_keys=True).splitlines()
    b = json.dumps(NEW, indent=2, sort_keys=True).splitlines()
    for line in difflib.unified_diff(a, b, "v41/config.json", "v42/config.json", lineterm="", n=1):
        print(line)
    print()
    fa, fb = dict(flatten(OLD)), dict(flatten(NEW))
    for key in sorted(fa.keys() | fb.keys()):
        if key not in fb:
            print(f"- {key} (was {fa[key]!r})")
        elif key not in fa:
            print(f"+ {key} = {fb[key]!r}")
        elif fa[key] != fb[key]:
            print(f"~ {key}: {fa[key]!r} -> {fb[key]!r}")
    sm = difflib.SequenceMatcher(None, "\n".join(a), "\n".join(b))
    print(f"similarity {sm.ratio():.3f}")
    print(difflib.get_close_matches("TIMEOUT", ["TIMEOUT_MS", "RETRIES", "REGION"], n=2, cutoff=0.5))
    words_a = "deploy checkout to eu west".split()
    words_b = "deploy checkout service to eu central".split()
    ops = difflib.SequenceMatcher(None, words_a, words_b).get_opcodes()
    for tag, i1, i2, j1, j2 in ops:
        if tag != "equal":
            print(f"{tag:<8} {words_a[i1:i2]} -> {words_b[j1:j2]}")


if __name__ == "__main__":
    main()
