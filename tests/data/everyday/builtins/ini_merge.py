BASE = "color=blue\nsize=10\nname=widget"
OVERRIDE = "size = 12\n# comment\nweight=3.5\n\nname = Widget Pro"


def parse(text: str) -> dict:
    out = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        out[key.strip()] = value.strip()
    return out


def main() -> None:
    merged = parse(BASE)
    changes = parse(OVERRIDE)
    added = sorted(set(changes) - set(merged))
    changed = sorted([k for k in changes if k in merged and merged[k] != changes[k]])
    merged.update(changes)
    print("added:", added, "changed:", changed)
    for key in sorted(merged):
        print(f"{key:.<12}{merged[key]:.>14}")
    numeric = {k: float(v) for k, v in merged.items() if v.replace(".", "", 1).isdigit()}
    print("numeric:", numeric, "total:", sum(numeric.values()))
