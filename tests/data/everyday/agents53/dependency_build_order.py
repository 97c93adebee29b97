"""Compute a build order for packages with dependencies, detecting cycles."""
from collections import defaultdict


class CycleError(Exception):
    def __init__(self, cycle):
        self.cycle = cycle
        super().__init__("dependency cycle: " + " -> ".join(cycle))


def topo_sort(deps):
    state = {}
    order = []

    def visit(node, path):
        mark = state.get(node)
        if mark == "done":
            return
        if mark == "active":
            start = path.index(node)
            raise CycleError(path[start:] + [node])
        state[node] = "active"
        for dep in sorted(deps.get(node, ())):
            visit(dep, path + [node])
        state[node] = "done"
        order.append(node)

    for node in sorted(deps):
        visit(node, [])
    return order


def levels(deps, order):
    level = {}
    for node in order:
        level[node] = 1 + max((level[d] for d in deps.get(node, ())), default=-1)
    grouped = defaultdict(list)
    for node, lv in level.items():
        grouped[lv].append(node)
    return dict(sorted(grouped.items()))


def main():
    deps = {
        "app": ["web", "db", "log"],
        "web": ["http", "log"],
        "db": ["log", "pool"],
        "http": ["socket"],
        "pool": ["socket"],
        "log": [],
        "socket": [],
    }
    order = topo_sort(deps)
    print("build order:", ", ".join(order))
    for lv, nodes in levels(deps, order).items():
        print(f"  stage {lv}: {sorted(nodes)}")
    reverse = defaultdict(set)
    for pkg, ds in deps.items():
        for d in ds:
            reverse[d].add(pkg)
    print("most depended on:", max(reverse, key=lambda k: (len(reverse[k]), k)))
    deps["socket"] = ["app"]
    try:
        topo_sort(deps)
    except CycleError as e:
        print("error:", e)
        print("cycle length:", len(e.cycle) - 1)


if __name__ == "__main__":
    main()
