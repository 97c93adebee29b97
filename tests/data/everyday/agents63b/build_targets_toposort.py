"""Order build targets by dependencies, reporting cycles with the offending path."""
from typing import Dict, List, Set


class BuildError(Exception):
    pass


class CycleError(BuildError):
    def __init__(self, path: List[str]):
        super().__init__("dependency cycle: " + " -> ".join(path))
        self.path = path


class MissingTarget(BuildError):
    def __init__(self, target: str, wanted_by: str):
        super().__init__(f"{wanted_by!r} depends on unknown target {target!r}")
        self.target = target


def build_order(rules: Dict[str, List[str]], goal: str) -> List[str]:
    order: List[str] = []
    done: Set[str] = set()
    stack: List[str] = []

    def visit(target: str, parent: str) -> None:
        if target in done:
            return
        if target in stack:
            start = stack.index(target)
            raise CycleError(stack[start:] + [target])
        if target not in rules:
            raise MissingTarget(target, parent)
        stack.append(target)
        for dep in sorted(rules[target]):
            visit(dep, target)
        stack.pop()
        done.add(target)
        order.append(target)

    visit(goal, "<command line>")
    return order


def levels(rules: Dict[str, List[str]]) -> Dict[int, List[str]]:
    depth: Dict[str, int] = {}

    def d(t: str) -> int:
        if t not in depth:
            depth[t] = 1 + max((d(x) for x in rules[t]), default=-1)
        return depth[t]

    out: Dict[int, List[str]] = {}
    for t in rules:
        out.setdefault(d(t), []).append(t)
    return {k: sorted(v) for k, v in sorted(out.items())}


RULES = {
    "app": ["lib", "assets", "config.h"],
    "lib": ["util.o", "net.o"],
    "util.o": ["util.c", "config.h"],
    "net.o": ["net.c", "config.h"],
    "assets": ["icons", "fonts"],
    "icons": [], "fonts": [], "util.c": [], "net.c": [],
    "config.h": ["configure"],
    "configure": [],
    "test": ["app", "fixtures"],
}


def main():
    for goal in ["app", "lib", "test", "docs"]:
        try:
            print(f"{goal}: {' '.join(build_order(RULES, goal))}")
        except MissingTarget as exc:
            print(f"{goal}: {exc} [{exc.target}]")
    print(levels({k: v for k, v in RULES.items() if k != "test"}))
    broken = dict(RULES, configure=["app"])
    try:
        build_order(broken, "app")
    except CycleError as exc:
        print(exc)
        print("cycle length", len(exc.path) - 1, "repeats", exc.path[0] == exc.path[-1])
    except BuildError as exc:
        print("other:", exc)
    try:
        build_order({"a": ["a"]}, "a")
    except BuildError as exc:
        print(repr(exc.path), isinstance(exc, CycleError))
    counts = {t: sum(t in deps for deps in RULES.values()) for t in RULES}
    print(max(counts, key=counts.get), counts["config.h"])


if __name__ == "__main__":
    main()
