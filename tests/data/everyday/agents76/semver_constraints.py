"""Resolve which released versions satisfy npm-style caret/tilde/range constraints."""
import re
from functools import total_ordering
from typing import NamedTuple

SEMVER = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?$")


@total_ordering
class Version(NamedTuple):
    major: int
    minor: int
    patch: int
    pre: tuple = ()

    @classmethod
    def parse(cls, text: str) -> "Version":
        m = SEMVER.match(text.strip())
        if not m:
            raise ValueError(f"not semver: {text!r}")
        pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split(".")) if m.group(4) else ()
        return cls(int(m.group(1)), int(m.group(2)), int(m.group(3)), pre)

    def key(self):
        pre = tuple((0, p, "") if isinstance(p, int) else (1, 0, p) for p in self.pre)
        return (self.major, self.minor, self.patch, 0 if self.pre else 1, pre)

    def __lt__(self, other):
        return self.key() < other.key()

    def __str__(self):
        base = f"{self.major}.{self.minor}.{self.patch}"
        return base + ("-" + ".".join(map(str, self.pre)) if self.pre else "")


def satisfies(v: Version, constraint: str) -> bool:
    c = constraint.strip()
    if c.startswith("^"):
        lo = Version.parse(c[1:])
        hi = Version(lo.major + 1, 0, 0) if lo.major else Version(0, lo.minor + 1, 0)
        return lo.key() <= v.key() < hi.key() and not v.pre
    if c.startswith("~"):
        lo = Version.parse(c[1:])
        return lo.key() <= v.key() < Version(lo.major, lo.minor + 1, 0).key() and not v.pre
    if " " in c:
        return all(satisfies(v, part) for part in c.split())
    for op in (">=", "<=", ">", "<", "="):
        if c.startswith(op):
            other = Version.parse(c[len(op):]).key()
            k = v.key()
            return {">=": k >= other, "<=": k <= other, ">": k > other, "<": k < other, "=": k == other}[op]
    return v.key() == Version.parse(c).key()


RELEASES = "1.0.0 1.2.3 1.2.10 1.3.0-beta.2 1.3.0-beta.10 1.3.0-rc.1 1.3.0 2.0.0-alpha 2.0.0 2.1.1 0.4.2 0.4.9 0.5.0 v1.10.0 nonsense".split()
CONSTRAINTS = ["^1.2.3", "~1.2.0", ">=1.3.0-beta.2 <1.3.0", "^0.4.2", ">2.0.0", "=1.10.0"]


def main():
    versions = []
    for text in RELEASES:
        try:
            versions.append(Version.parse(text))
        except ValueError as e:
            print("warning:", e)
    ordered = sorted(versions)
    print("ordered:", " < ".join(map(str, ordered)))
    for c in CONSTRAINTS:
        ok = [v for v in ordered if satisfies(v, c) or (v.pre and " " in c and satisfies(v, c))]
        best = max(ok, default=None)
        print(f"{c:<24} {len(ok)} match(es); best = {best}")
    print("latest stable:", max(v for v in versions if not v.pre))
    return str(ordered[-1])


if __name__ == "__main__":
    main()
