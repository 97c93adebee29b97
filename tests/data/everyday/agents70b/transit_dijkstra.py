"""Shortest transit routes with Dijkstra (heapq) and path reconstruction."""
import heapq
from collections import defaultdict
from typing import Dict, List, Optional, Tuple

Graph = Dict[str, List[Tuple[str, int]]]


def build_graph(edges: list[tuple[str, str, int]], bidirectional: bool = True) -> Graph:
    graph: Graph = defaultdict(list)
    for a, b, w in edges:
        graph[a].append((b, w))
        if bidirectional:
            graph[b].append((a, w))
    return graph


def dijkstra(graph: Graph, source: str) -> tuple[dict[str, int], dict[str, Optional[str]]]:
    dist = {source: 0}
    prev: dict[str, Optional[str]] = {source: None}
    heap = [(0, source)]
    visited = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in visited:
            continue
        visited.add(node)
        for nxt, w in graph.get(node, []):
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    return dist, prev


def path_to(prev: dict[str, Optional[str]], target: str) -> list[str]:
    if target not in prev:
        return []
    path = []
    node: Optional[str] = target
    while node is not None:
        path.append(node)
        node = prev[node]
    return path[::-1]


def k_nearest(dist: dict[str, int], k: int) -> list[tuple[str, int]]:
    return heapq.nsmallest(k, dist.items(), key=lambda kv: (kv[1], kv[0]))


def main():
    edges = [
        ("Central", "Harbor", 4), ("Central", "Museum", 2), ("Museum", "Harbor", 1),
        ("Harbor", "Airport", 7), ("Museum", "Park", 5), ("Park", "Airport", 3),
        ("Central", "Stadium", 9), ("Stadium", "Airport", 1), ("Park", "Zoo", 2),
        ("Island", "Lighthouse", 1),
    ]
    g = build_graph(edges)
    dist, prev = dijkstra(g, "Central")
    for stop in sorted(g):
        route = path_to(prev, stop)
        if route:
            print(f"{stop:<10} {dist[stop]:>3}  {' > '.join(route)}")
        else:
            print(f"{stop:<10} unreachable")
    print("nearest:", k_nearest(dist, 3))
    longest = max(dist, key=dist.get)
    print("farthest:", longest, dist[longest])
    one_way = build_graph([("a", "b", 1), ("b", "c", 1), ("c", "a", 1)], bidirectional=False)
    d2, _ = dijkstra(one_way, "b")
    print(sorted(d2.items()))
    return dist.get("Airport")


if __name__ == "__main__":
    main()
