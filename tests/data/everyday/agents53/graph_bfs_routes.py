"""Shortest hop routes between airports with BFS, plus connected components."""
from collections import deque

FLIGHTS = [
    ("SFO", "LAX"), ("LAX", "PHX"), ("PHX", "DEN"), ("DEN", "ORD"), ("ORD", "JFK"),
    ("SFO", "SEA"), ("SEA", "DEN"), ("JFK", "BOS"), ("MIA", "ATL"), ("ATL", "MCO"),
]


def build_graph(edges):
    graph = {}
    for a, b in edges:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set()).add(a)
    return graph


def bfs_path(graph, start, goal):
    if start not in graph or goal not in graph:
        return None
    prev = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            path = []
            while node is not None:
                path.append(node)
                node = prev[node]
            return path[::-1]
        for nxt in sorted(graph[node]):
            if nxt not in prev:
                prev[nxt] = node
                queue.append(nxt)
    return None


def components(graph):
    seen, comps = set(), []
    for node in sorted(graph):
        if node in seen:
            continue
        stack, comp = [node], []
        seen.add(node)
        while stack:
            cur = stack.pop()
            comp.append(cur)
            for nxt in graph[cur]:
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        comps.append(sorted(comp))
    return comps


def main():
    g = build_graph(FLIGHTS)
    for a, b in [("SFO", "BOS"), ("LAX", "SEA"), ("SFO", "MIA"), ("MCO", "MIA"), ("XXX", "SFO")]:
        path = bfs_path(g, a, b)
        if path is None:
            print(f"{a} -> {b}: no route")
        else:
            print(f"{a} -> {b}: {' -> '.join(path)} ({len(path) - 1} hops)")
    comps = components(g)
    print(f"{len(comps)} networks:")
    for c in comps:
        print("  ", c)
    degree = sorted(g, key=lambda n: (-len(g[n]), n))
    print("hubs:", [(n, len(g[n])) for n in degree[:3]])


if __name__ == "__main__":
    main()
