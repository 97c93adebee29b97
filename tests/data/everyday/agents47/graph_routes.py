from collections import deque
import heapq

EDGES = [
    ("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10),
    ("C", "E", 3), ("E", "D", 4), ("D", "F", 11),
]


def build(edges):
    g = {}
    for u, v, w in edges:
        g.setdefault(u, []).append((v, w))
        g.setdefault(v, []).append((u, w))
    return g


def bfs(g, start):
    seen = {start}
    order = []
    q = deque([start])
    while q:
        node = q.popleft()
        order.append(node)
        for nxt, _ in sorted(g[node]):
            if nxt not in seen:
                seen.add(nxt)
                q.append(nxt)
    return order


def dijkstra(g, src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in g[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev


def path(prev, target):
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]


def main():
    g = build(EDGES)
    print(bfs(g, "A"))
    dist, prev = dijkstra(g, "A")
    for node in sorted(dist):
        print(node, dist[node], "->".join(path(prev, node)))
    print(float("inf") > 10**9, len(g))


if __name__ == "__main__":
    main()
