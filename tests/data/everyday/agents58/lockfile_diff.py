"""Compare two JSON lockfiles and classify dependency changes as added, removed, upgraded, downgraded."""
import json
from typing import Dict, Tuple

OLD = """{"lockfileVersion": 2, "packages": {
  "react": {"version": "18.2.0", "dev": false},
  "lodash": {"version": "4.17.20", "dev": false},
  "jest": {"version": "29.5.0", "dev": true},
  "left-pad": {"version": "1.3.0", "dev": false},
  "typescript": {"version": "5.1.6", "dev": true}
}}"""

NEW = """{"lockfileVersion": 3, "packages": {
  "react": {"version": "18.3.1", "dev": false},
  "lodash": {"version": "4.17.21", "dev": false},
  "jest": {"version": "29.7.0", "dev": true},
  "typescript": {"version": "5.0.4", "dev": true},
  "zod": {"version": "3.23.8", "dev": false},
  "vite": {"version": "5.2.0", "dev": true}
}}"""


def parse_version(v: str) -> Tuple[int, ...]:
    return tuple(int(p) for p in v.split("."))


def bump_kind(old: str, new: str) -> str:
    a, b = parse_version(old), parse_version(new)
    for name, x, y in zip(("major", "minor", "patch"), a, b):
        if x != y:
            return name
    return "none"


def diff(old: Dict[str, dict], new: Dict[str, dict]):
    changes = []
    for name in sorted(old.keys() | new.keys()):
        if name not in new:
            changes.append(("removed", name, old[name]["version"], None))
        elif name not in old:
            changes.append(("added", name, None, new[name]["version"]))
        else:
            ov, nv = old[name]["version"], new[name]["version"]
            if ov == nv:
                continue
            kind = "upgraded" if parse_version(nv) > parse_version(ov) else "downgraded"
            changes.append((kind, name, ov, nv))
    return changes


def main():
    old, new = json.loads(OLD), json.loads(NEW)
    print(f"lockfile v{old['lockfileVersion']} -> v{new['lockfileVersion']}")
    changes = diff(old["packages"], new["packages"])
    symbols = {"added": "+", "removed": "-", "upgraded": "^", "downgraded": "v"}
    for kind, name, ov, nv in changes:
        dev = new["packages"].get(name, old["packages"].get(name))["dev"]
        detail = f"{ov or ''} -> {nv or ''}".strip(" ->") if ov and nv else (ov or nv)
        extra = f" ({bump_kind(ov, nv)})" if ov and nv else ""
        print(f" {symbols[kind]} {name:<11} {detail}{extra}{' [dev]' if dev else ''}")
    summary = {}
    for kind, *_ in changes:
        summary[kind] = summary.get(kind, 0) + 1
    print(json.dumps(summary, sort_keys=True))
    risky = [n for k, n, ov, nv in changes if k == "downgraded" or (ov and nv and bump_kind(ov, nv) == "major")]
    print("review:", risky)
    print(json.dumps({"changes": changes[:2]}, indent=2))


if __name__ == "__main__":
    main()
