"""Check package versions against npm-style constraints (^, ~, >=, ranges) using cmp_to_key."""
import re
from functools import cmp_to_key, total_ordering

SEMVER = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?$")


@total_ordering
class Version:
    def __init__(self, text):
        m = SEMVER.match(text)
        if not m:
            raise ValueError(f"invalid version: {text!r}")
        self.major, self.minor, self.patch = (int(g) for g in m.group(1, 2, 3))
        self.pre = tuple(m.group(4).split(".")) if m.group(4) else ()
        self.text = text

    def _pre_key(self):
        if not self.pre:
            return (1,)
        return (0,) + tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in self.pre)

    def key(self):
        return (self.major, self.minor, self.patch, self._pre_key())

    def __eq__(self, other):
        return self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __repr__(self):
        return f"Version({self.text!r})"


def satisfies(version, constraint):
    v = Version(version)
    for part in constraint.split():
        op, _, rest = re.match(r"(\^|~|>=|<=|>|<|=)?(\s*)(.+)", part).groups()
        base = Version(rest)
        if op == "^":
            upper = Version(f"{base.major + 1}.0.0") if base.major else Version(f"0.{base.minor + 1}.0")
            ok = base <= v < upper
        elif op == "~":
            ok = base <= v < Version(f"{base.major}.{base.minor + 1}.0")
        elif op in (None, "="):
            ok = v == base
        else:
            ok = {">=": v >= base, "<=": v <= base, ">": v > base, "<": v < base}[op]
        if not ok:
            return False
    return True


def compare_text(a, b):
    va, vb = Version(a), Version(b)
    return (va > vb) - (va < vb)


def main():
    available = ["1.2.3", "1.10.0", "1.2.10", "2.0.0-rc.1", "2.0.0", "0.9.9", "1.2.3-beta.2", "1.2.3-beta.10", "1.2.3-alpha"]
    print(sorted(available, key=cmp_to_key(compare_text)))
    print(max(available, key=Version), min(map(Version, available)))
    constraints = ["^1.2.0", "~1.2.0", ">=1.2.3 <2.0.0", "^0.9.0", "=2.0.0", ">2.0.0-rc.1"]
    for c in constraints:
        matching = [v for v in available if satisfies(v, c)]
        best = max(matching, key=Version) if matching else None
        print(f"{c:18} -> {len(matching)} match, best {best}")
    print(Version("1.0.0") == Version("1.0.0+build.5"), Version("1.0.0-alpha") < Version("1.0.0"))
    print(Version("1.0.0") >= Version("0.99.99"), Version("1.0.0") != Version("1.0.1"))
    for bad in ("1.2", "v1.2.3", "1.2.3.4"):
        try:
            Version(bad)
        except ValueError as err:
            print(err)


if __name__ == "__main__":
    main()
