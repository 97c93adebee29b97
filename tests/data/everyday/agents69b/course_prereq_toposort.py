"""Plan semesters from course prerequisites: Kahn's algorithm with a heap, and cycle reports."""
import heapq
from collections import defaultdict


class CyclicPrerequisites(Exception):
    def __init__(self, cycle):
        self.cycle = cycle
        super().__init__("cycle: " + " -> ".join(cycle))


CATALOG = {
    "CS101": [],
    "CS102": ["CS101"],
    "MATH120": [],
    "MATH220": ["MATH120"],
    "CS201": ["CS102", "MATH120"],
    "CS210": ["CS102"],
    "CS301": ["CS201", "CS210"],
    "CS320": ["CS201", "MATH220"],
    "CS401": ["CS301", "CS320"],
    "STAT200": ["MATH120"],
    "CS350": ["CS210", "STAT200"],
}


def find_cycle(graph):
    WHITE, GREY, BLACK = 0, 1, 2
    colour = {node: WHITE for node in graph}
    stack = []

    def visit(node):
        colour[node] = GREY
        stack.append(node)
        for dep in graph.get(node, []):
            if colour.get(dep, WHITE) == GREY:
                return stack[stack.index(dep):] + [dep]
            if colour.get(dep, WHITE) == WHITE:
                found = visit(dep)
                if found:
                    return found
        stack.pop()
        colour[node] = BLACK
        return None

    for node in sorted(graph):
        if colour[node] == WHITE:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def semesters(catalog, max_load=3):
    missing = {d for deps in catalog.values() for d in deps} - catalog.keys()
    if missing:
        raise KeyError(f"unknown prerequisites: {sorted(missing)}")
    cycle = find_cycle(catalog)
    if cycle:
        raise CyclicPrerequisites(cycle)
    indegree = {c: len(deps) for c, deps in catalog.items()}
    unlocks = defaultdict(list)
    for course, deps in catalog.items():
        for d in deps:
            unlocks[d].append(course)
    ready = [c for c, n in indegree.items() if n == 0]
    heapq.heapify(ready)
    plan = []
    while ready:
        term = [heapq.heappop(ready) for _ in range(min(max_load, len(ready)))]
        plan.append(term)
        for course in term:
            for nxt in unlocks[course]:
                indegree[nxt] -= 1
                if indegree[nxt] == 0:
                    heapq.heappush(ready, nxt)
    return plan


def main():
    for load in (3, 2):
        plan = semesters(CATALOG, load)
        print(f"max {load} per term: {len(plan)} terms")
        for i, term in enumerate(plan, 1):
            print(f"  term {i}: {', '.join(term)}")
    broken = dict(CATALOG)
    broken["CS101"] = ["CS301"]
    try:
        semesters(broken)
    except CyclicPrerequisites as exc:
        print("rejected:", exc, f"({len(exc.cycle) - 1} courses)")
    try:
        semesters({**CATALOG, "CS499": ["CS401", "PHIL100"]})
    except KeyError as exc:
        print("rejected:", exc.args[0])
    depth = {}
    for course in sorted(CATALOG, key=lambda c: len(CATALOG[c])):
        pass

    def chain(course):
        if course not in depth:
            depth[course] = 1 + max((chain(d) for d in CATALOG[course]), default=0)
        return depth[course]

    longest = max(CATALOG, key=lambda c: (chain(c), c))
    print("longest chain ends at", longest, "length", chain(longest))


if __name__ == "__main__":
    main()
