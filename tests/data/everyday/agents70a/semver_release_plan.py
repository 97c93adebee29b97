import re
from functools import total_ordering
from typing import NamedTuple

SEMVER = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?$")

TAGS = ["v1.2.3", "1.10.0", "1.2.10", "2.0.0-rc.1", "2.0.0-rc.10", "2.0.0-beta", "2.0.0",
        "1.2.3+build.7", "0.9.0", "bogus", "2.0.0-rc.2", "1.10.0-alpha.1"]


class Version(NamedTuple):
    major: int
    minor: int
    patch: int
    pre: tuple = ()

    def __str__(self):
        core = f"{self.major}.{self.minor}.{self.patch}"
        return core + ("-" + ".".join(map(str, self.pre)) if self.pre else "")


def parse(tag: str) -> Version | None:
    m = SEMVER.match(tag)
    if not m:
        return None
    pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split(".")) if m.group(4) else ()
    return Version(int(m.group(1)), int(m.group(2)), int(m.group(3)), pre)


def sort_key(v: Version):
    # release sorts after any pre-release; numeric ids before alphanumeric ones
    pre_key = tuple((0, p, "") if isinstance(p, int) else (1, 0, p) for p in v.pre)
    return (v.major, v.minor, v.patch, not v.pre and 1 or 0, pre_key)


def bump(v: Version, kind: str) -> Version:
    match kind:
        case "major":
            return Version(v.major + 1, 0, 0)
        case "minor":
            return Version(v.major, v.minor + 1, 0)
        case "patch":
            return Version(v.major, v.minor, v.patch + 1)
        case _:
            raise ValueError(f"unknown bump {kind!r}")


def main():
    parsed = {t: parse(t) for t in TAGS}
    invalid = [t for t, v in parsed.items() if v is None]
    versions = sorted({v for v in parsed.values() if v}, key=sort_key)
    print("invalid:", invalid)
    print("ordered:", " < ".join(map(str, versions)))
    stable = [v for v in versions if not v.pre]
    latest = stable[-1]
    print("latest stable:", latest)
    for kind in ("patch", "minor", "major"):
        print(f"  next {kind:<5} -> {bump(latest, kind)}")
    try:
        bump(latest, "micro")
    except ValueError as e:
        print("error:", e)
    by_major: dict[int, list[str]] = {}
    for v in versions:
        by_major.setdefault(v.major, []).append(str(v))
    for major, vs in by_major.items():
        print(f"{major}.x: {len(vs)} -> {vs[-1]}")
    return str(latest)


if __name__ == "__main__":
    main()
