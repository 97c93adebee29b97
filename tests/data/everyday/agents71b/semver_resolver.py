"""Resolve dependency versions against semver ranges (^, ~, >=, <, exact, *)."""
from functools import total_ordering


@total_ordering
class Version:
    __slots__ = ("major", "minor", "patch", "pre")

    def __init__(self, text):
        core, _, pre = text.partition("-")
        parts = core.split(".")
        if len(parts) != 3:
            raise ValueError(f"not a semver: {text}")
        self.major, self.minor, self.patch = (int(p) for p in parts)
        self.pre = pre

    def key(self):
        # a pre-release sorts before the release
        return (self.major, self.minor, self.patch, self.pre == "", self.pre)

    def __eq__(self, other):
        return self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __hash__(self):
        return hash(self.key())

    def __repr__(self):
        return f"Version('{self}')"

    def __str__(self):
        s = f"{self.major}.{self.minor}.{self.patch}"
        return f"{s}-{self.pre}" if self.pre else s


def parse_range(spec):
    spec = spec.strip()
    if spec == "*":
        return [lambda v: not v.pre]
    checks = []
    for token in spec.split():
        if token.startswith("^"):
            lo = Version(token[1:])
            if lo.major > 0:
                hi = Version(f"{lo.major + 1}.0.0")
            else:
                hi = Version(f"0.{lo.minor + 1}.0")
            checks += [lambda v, lo=lo: v >= lo, lambda v, hi=hi: v < hi]
        elif token.startswith("~"):
            lo = Version(token[1:])
            hi = Version(f"{lo.major}.{lo.minor + 1}.0")
            checks += [lambda v, lo=lo: v >= lo, lambda v, hi=hi: v < hi]
        elif token.startswith(">="):
            lo = Version(token[2:])
            checks.append(lambda v, lo=lo: v >= lo)
        elif token.startswith("<"):
            hi = Version(token[1:])
            checks.append(lambda v, hi=hi: v < hi)
        else:
            exact = Version(token)
            checks.append(lambda v, exact=exact: v == exact)
    checks.append(lambda v: not v.pre)
    return checks


def resolve(available, spec):
    checks = parse_range(spec)
    ok = [v for v in available if all(c(v) for c in checks)]
    return max(ok) if ok else None


REGISTRY = {
    "left-pad": ["1.0.0", "1.1.0", "1.1.3", "1.2.0", "2.0.0-beta.1", "2.0.0"],
    "chalk": ["0.4.0", "0.4.7", "0.5.0", "1.0.0"],
    "express": ["4.17.1", "4.18.2", "4.19.0-rc.1", "5.0.0"],
    "lodash": ["3.10.1", "4.17.20", "4.17.21"],
}

REQUIREMENTS = {
    "left-pad": "^1.1.0",
    "chalk": "^0.4.2",
    "express": "~4.18.0",
    "lodash": ">=4.0.0 <4.17.21",
    "react": "^18.0.0",
}


def main():
    lock = {}
    problems = []
    for pkg, spec in sorted(REQUIREMENTS.items()):
        versions = [Version(v) for v in REGISTRY.get(pkg, [])]
        if not versions:
            problems.append(f"{pkg}: not in registry")
            continue
        chosen = resolve(versions, spec)
        if chosen is None:
            problems.append(f"{pkg}: nothing satisfies {spec}")
        else:
            lock[pkg] = chosen
            newest = max(versions)
            note = "" if chosen == newest else f"  (newest {newest})"
            print(f"{pkg:<10} {spec:<18} -> {chosen}{note}")
    print("star:", resolve([Version(v) for v in REGISTRY["left-pad"]], "*"))
    print("exact:", resolve([Version(v) for v in REGISTRY["chalk"]], "0.4.7"))
    print("sorted:", sorted(Version(v) for v in REGISTRY["express"]))
    for p in problems:
        print("problem:", p)
    try:
        Version("1.2")
    except ValueError as e:
        print("error:", e)
    return {k: str(v) for k, v in lock.items()}


if __name__ == "__main__":
    main()
