import heapq
from collections import deque


GRAPH = {
    "A": {"B": 4, "C": 2},
    "B": {"C": 5, "D": 10},
    "C": {"E": 3},
    "D": {"F": 11},
    "E": {"D": 4},
    "F": {},
}


def dijkstra(graph, start):
    dist = {start: 0}
    prev = {}
    heap = [(0, start)]
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist.get(node, float("inf")):
            continue
        for nxt, w in graph[node].items():
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    return dist, prev


def path(prev, target):
    out = deque([target])
    while out[0] in prev:
        out.appendleft(prev[out[0]])
    return list(out)


def bfs_levels(graph, start):
    seen = {start}
    q = deque([(start, 0)])
    levels = {}
    while q:
        n, lvl = q.popleft()
        levels.setdefault(lvl, []).append(n)
        for m in sorted(graph[n]):
            if m not in seen:
                seen.add(m)
                q.append((m, lvl + 1))
    return levels


def main():
    dist, prev = dijkstra(GRAPH, "A")
    for node in sorted(dist):
        print(node, dist[node], "->".join(path(prev, node)))
    print(bfs_levels(GRAPH, "A"))
    print(heapq.nsmallest(3, dist.items(), key=lambda kv: kv[1]))


if __name__ == "__main__":
    main()
