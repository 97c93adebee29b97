def main() -> None:
    legs = [("A", "B", 12), ("B", "C", 7), ("A", "C", 25), ("C", "D", 3), ("B", "D", 15)]
    graph = {}
    for a, b, d in legs:
        graph.setdefault(a, {})[b] = d
        graph.setdefault(b, {})[a] = d
    dist = {node: 10**9 for node in graph}
    dist["A"] = 0
    prev = {}
    todo = set(graph)
    while todo:
        node = min(sorted(todo), key=lambda n: dist[n])
        todo.discard(node)
        for nxt, d in sorted(graph[node].items()):
            if dist[node] + d < dist[nxt]:
                dist[nxt] = dist[node] + d
                prev[nxt] = node
    for target in sorted(graph):
        path = [target]
        while path[-1] in prev:
            path.append(prev[path[-1]])
        print(f"A->{target}: {dist[target]:>3} via {' > '.join(reversed(path))}")
