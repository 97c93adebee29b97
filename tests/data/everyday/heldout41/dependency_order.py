DEPS = {
    "app": ["web", "db", "log"],
    "web": ["http", "log"],
    "db": ["log", "pool"],
    "http": ["socket"],
    "pool": [],
    "socket": [],
    "log": [],
}


def topo_sort(graph):
    order = []
    state = {}

    def visit(node, path=()):
        if state.get(node) == "done":
            return
        if state.get(node) == "active":
            raise ValueError("cycle: " + " -> ".join(path + (node,)))
        state[node] = "active"
        for dep in sorted(graph.get(node, [])):
            visit(dep, path + (node,))
        state[node] = "done"
        order.append(node)

    for node in sorted(graph):
        visit(node)
    return order


def depth(graph, node, memo=None):
    if memo is None:
        memo = {}
    if node not in memo:
        memo[node] = 1 + max((depth(graph, d, memo) for d in graph[node]), default=0)
    return memo[node]


def main():
    order = topo_sort(DEPS)
    print("build order:", " ".join(order))
    for node in order:
        print(f"  {node:<7} depth={depth(DEPS, node)} deps={DEPS[node] or '-'}")
    reverse = {n: [] for n in DEPS}
    for n, ds in DEPS.items():
        for d in ds:
            reverse[d].append(n)
    print("used by:", {k: v for k, v in reverse.items() if v})
    leaves = [n for n, ds in DEPS.items() if not ds]
    print("leaves:", leaves)
    cyclic = dict(DEPS, log=["app"])
    try:
        topo_sort(cyclic)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
