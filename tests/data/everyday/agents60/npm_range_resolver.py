"""Resolve npm-style version ranges (^, ~, >=, x) against published versions."""
import re
from functools import total_ordering
from typing import NamedTuple, Optional


class RangeError(ValueError):
    pass


@total_ordering
class Version(NamedTuple):
    major: int
    minor: int
    patch: int

    @classmethod
    def parse(cls, text: str) -> "Version":
        m = re.fullmatch(r"v?(\d+)\.(\d+)\.(\d+)", text.strip())
        if not m:
            raise RangeError(f"bad version {text!r}")
        return cls(*map(int, m.groups()))

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"


def bounds(spec: str) -> tuple[Version, Optional[Version]]:
    """Return the inclusive lower bound and exclusive upper bound of a range."""
    spec = spec.strip()
    if spec in ("*", "x", ""):
        return Version(0, 0, 0), None
    if spec.startswith("^"):
        low = Version.parse(spec[1:])
        if low.major:
            return low, Version(low.major + 1, 0, 0)
        if low.minor:
            return low, Version(0, low.minor + 1, 0)
        return low, Version(0, 0, low.patch + 1)
    if spec.startswith("~"):
        low = Version.parse(spec[1:])
        return low, Version(low.major, low.minor + 1, 0)
    if spec.startswith(">="):
        return Version.parse(spec[2:]), None
    m = re.fullmatch(r"(\d+)\.(x|\d+)(?:\.(x|\d+))?", spec)
    if m:
        major, minor, patch = m.groups()
        if minor == "x":
            return Version(int(major), 0, 0), Version(int(major) + 1, 0, 0)
        if patch in (None, "x"):
            return Version(int(major), int(minor), 0), Version(int(major), int(minor) + 1, 0)
        exact = Version(int(major), int(minor), int(patch))
        return exact, Version(exact.major, exact.minor, exact.patch + 1)
    raise RangeError(f"unsupported range {spec!r}")


def resolve(spec: str, published: list[str]) -> Optional[Version]:
    low, high = bounds(spec)
    matching = [v for v in map(Version.parse, published) if v >= low and (high is None or v < high)]
    return max(matching, default=None)


REGISTRY = {
    "left-pad": ["1.0.0", "1.1.0", "1.1.3", "1.3.0", "2.0.0"],
    "lodash": ["3.10.1", "4.0.0", "4.17.15", "4.17.21"],
    "tiny-lib": ["0.0.1", "0.0.2", "0.1.0", "0.1.4", "0.2.0"],
    "chalk": ["2.4.2", "3.0.0", "4.1.2", "5.0.0", "5.3.0"],
}

MANIFEST = {
    "left-pad": "^1.1.0",
    "lodash": "~4.17.0",
    "tiny-lib": "^0.1.2",
    "chalk": "4.x",
    "missing": "^1.0.0",
    "broken": "=>1.0",
}


def main():
    resolved = {}
    for name, spec in MANIFEST.items():
        try:
            low, high = bounds(spec)
            version = resolve(spec, REGISTRY.get(name, []))
        except RangeError as exc:
            print(f"{name:<9} {spec:<8} ERROR {exc}")
            continue
        window = f"[{low}, {high if high else 'inf'})"
        status = str(version) if version else "no match"
        print(f"{name:<9} {spec:<8} {window:<22} -> {status}")
        if version:
            resolved[name] = version
    print("lockfile:", ", ".join(f"{k}@{v}" for k, v in sorted(resolved.items())))
    print("newest overall:", max(resolved.values()))
    print(Version.parse("1.2.3") < Version.parse("1.10.0"), Version(1, 2, 3) == (1, 2, 3))


if __name__ == "__main__":
    main()
