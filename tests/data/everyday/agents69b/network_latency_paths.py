"""Shortest-latency routes between data centres with Dijkstra, plus a failure what-if."""
import heapq
from collections import defaultdict
from typing import Dict, List, Optional, Tuple

LINKS = [
    ("ams", "fra", 7), ("ams", "lon", 6), ("lon", "nyc", 70), ("fra", "nyc", 82),
    ("fra", "sin", 160), ("nyc", "sfo", 62), ("sfo", "tok", 105), ("sin", "tok", 68),
    ("lon", "fra", 12), ("sfo", "syd", 140), ("sin", "syd", 92), ("tok", "syd", 110),
]

Graph = Dict[str, List[Tuple[str, int]]]


def build(links, down=frozenset()) -> Graph:
    graph: Graph = defaultdict(list)
    for a, b, ms in links:
        if (a, b) in down or (b, a) in down:
            continue
        graph[a].append((b, ms))
        graph[b].append((a, ms))
    return graph


def dijkstra(graph: Graph, source: str) -> Tuple[Dict[str, int], Dict[str, Optional[str]]]:
    dist = {source: 0}
    prev: Dict[str, Optional[str]] = {source: None}
    heap = [(0, source)]
    done = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in done:
            continue
        done.add(node)
        for nxt, w in sorted(graph[node]):
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    return dist, prev


def path_to(prev, target):
    if target not in prev:
        return None
    path = []
    node = target
    while node is not None:
        path.append(node)
        node = prev[node]
    return path[::-1]


def hops_table(graph, nodes):
    header = "      " + "".join(f"{n:>5}" for n in nodes)
    rows = [header]
    for a in nodes:
        dist, _ = dijkstra(graph, a)
        cells = "".join(f"{dist.get(b, '-'):>5}" for b in nodes)
        rows.append(f"{a:>5} {cells}")
    return "\n".join(rows)


def main():
    graph = build(LINKS)
    nodes = sorted(graph)
    dist, prev = dijkstra(graph, "ams")
    for target in nodes:
        route = path_to(prev, target)
        print(f"ams -> {target}: {dist[target]:>4} ms via {' > '.join(route)}")
    print(hops_table(graph, ["ams", "lon", "nyc", "sin", "syd"]))
    broken = build(LINKS, down={("fra", "sin"), ("lon", "nyc")})
    d2, p2 = dijkstra(broken, "ams")
    worse = {n: d2[n] - dist[n] for n in nodes if d2.get(n, 0) != dist[n]}
    print("after outage, worse by:", dict(sorted(worse.items(), key=lambda kv: -kv[1])))
    print("new route to sin:", " > ".join(path_to(p2, "sin")))
    island = build(LINKS, down={("ams", "fra"), ("ams", "lon")})
    d3, p3 = dijkstra(island, "ams")
    print("isolated:", path_to(p3, "tok"), d3)
    diameter = max((dijkstra(graph, a)[0][b], a, b) for a in nodes for b in nodes)
    print("network diameter: %d ms between %s and %s" % diameter)


if __name__ == "__main__":
    main()
