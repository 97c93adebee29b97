DEPS = {
    "app": ["web", "db", "log"],
    "web": ["http", "log"],
    "db": ["driver", "log"],
    "http": ["socket"],
    "driver": ["socket"],
    "socket": [],
    "log": [],
}


def topo(graph):
    order, state = [], {}

    def visit(node, path):
        if state.get(node) == "done":
            return
        if state.get(node) == "active":
            raise ValueError("cycle: " + " -> ".join(path + [node]))
        state[node] = "active"
        for dep in sorted(graph[node]):
            visit(dep, path + [node])
        state[node] = "done"
        order.append(node)

    for node in sorted(graph):
        visit(node, [])
    return order


def levels(graph):
    level = {}
    for node in topo(graph):
        level[node] = 1 + max((level[d] for d in graph[node]), default=-1)
    return level


def main():
    order = topo(DEPS)
    print(" -> ".join(order))
    lv = levels(DEPS)
    by_level = {}
    for node, n in lv.items():
        by_level.setdefault(n, []).append(node)
    for n in sorted(by_level):
        print(n, sorted(by_level[n]))
    users = {d: sorted(k for k, v in DEPS.items() if d in v) for d in DEPS}
    print(users["log"], users["socket"])
    return max(lv.values())
