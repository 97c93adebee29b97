"""Tiny package version resolver with caret/tilde constraints and backtracking."""
from functools import total_ordering

INDEX = {
    "app": {"1.0.0": {"web": "^2.1", "db": "~1.4"}},
    "web": {"2.0.0": {"http": "^1.0"}, "2.1.3": {"http": "^1.2"}, "2.2.0": {"http": "^2.0"}, "3.0.0": {}},
    "db": {"1.3.9": {}, "1.4.0": {"http": "^1.0"}, "1.4.2": {"http": "<1.3"}},
    "http": {"1.0.5": {}, "1.2.0": {}, "1.3.1": {}, "2.0.0": {}},
}


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
        while len(self.parts) < 3:
            self.parts += (0,)

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __hash__(self):
        return hash(self.parts)

    def __repr__(self):
        return "Version('%s')" % ".".join(map(str, self.parts))

    def __str__(self):
        return ".".join(str(p) for p in self.parts)


def satisfies(version, spec):
    v = Version(version)
    if spec.startswith("^"):
        base = Version(spec[1:])
        return base <= v and v.parts[0] == base.parts[0]
    if spec.startswith("~"):
        base = Version(spec[1:])
        return base <= v and v.parts[:2] == base.parts[:2]
    if spec.startswith("<"):
        return v < Version(spec[1:])
    return v == Version(spec)


def resolve(pending, chosen):
    if not pending:
        return chosen
    (name, spec), *rest = pending
    if name in chosen:
        return resolve(rest, chosen) if satisfies(chosen[name], spec) else None
    candidates = sorted((v for v in INDEX[name] if satisfies(v, spec)), key=Version, reverse=True)
    for cand in candidates:
        deps = list(INDEX[name][cand].items())
        result = resolve(rest + deps, {**chosen, name: cand})
        if result is not None:
            return result
        print(f"  backtrack: {name}=={cand} does not work")
    return None


def main():
    print(sorted(map(Version, INDEX["http"]))[-1], repr(Version("2")))
    solution = resolve([("app", "1.0.0")], {})
    if solution is None:
        print("no solution")
        return
    width = max(len(n) for n in solution)
    for name, ver in sorted(solution.items()):
        print(f"{name.ljust(width)} == {ver}")


if __name__ == "__main__":
    main()
