from collections import deque

TASKS = {
    "compile": ["fetch"],
    "fetch": [],
    "test": ["compile"],
    "lint": ["fetch"],
    "package": ["test", "lint"],
    "deploy": ["package"],
}


def topo_order(graph):
    indegree = {node: 0 for node in graph}
    for deps in graph.values():
        for _ in deps:
            pass
    for node, deps in graph.items():
        indegree[node] = len(deps)
    users = {node: [] for node in graph}
    for node, deps in graph.items():
        for d in deps:
            users[d].append(node)
    queue = deque(sorted(n for n, k in indegree.items() if k == 0))
    order = []
    while queue:
        node = queue.popleft()
        order.append(node)
        for user in sorted(users[node]):
            indegree[user] -= 1
            if indegree[user] == 0:
                queue.append(user)
    if len(order) != len(graph):
        raise ValueError("cycle detected")
    return order


def main():
    order = topo_order(TASKS)
    print(" -> ".join(order))
    recent = deque(maxlen=3)
    for step in order:
        recent.append(step)
    print("last three:", list(recent))
    window = deque([1, 2, 3])
    window.rotate(1)
    print(window)
    window.appendleft(0)
    window.extend([9, 8])
    print(list(window), window.pop(), len(window))
    try:
        topo_order({"a": ["b"], "b": ["a"]})
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
