"""Maximum water flow through a pipe network (Edmonds-Karp) and the bottleneck cut."""
from collections import defaultdict, deque

PIPES = [
    ("reservoir", "pump_a", 16), ("reservoir", "pump_b", 13),
    ("pump_a", "pump_b", 4), ("pump_b", "pump_a", 10),
    ("pump_a", "junction", 12), ("pump_b", "tower", 14),
    ("junction", "pump_b", 9), ("tower", "junction", 7),
    ("junction", "town", 20), ("tower", "town", 4),
]


class FlowNetwork:
    def __init__(self, edges):
        self.capacity = defaultdict(lambda: defaultdict(int))
        for u, v, c in edges:
            self.capacity[u][v] += c
            self.capacity[v][u] += 0
        self.flow = defaultdict(lambda: defaultdict(int))

    def residual(self, u, v):
        return self.capacity[u][v] - self.flow[u][v]

    def augmenting_path(self, source, sink):
        parent = {source: None}
        queue = deque([source])
        while queue:
            u = queue.popleft()
            for v in sorted(self.capacity[u]):
                if v not in parent and self.residual(u, v) > 0:
                    parent[v] = u
                    if v == sink:
                        path = [v]
                        while parent[path[-1]] is not None:
                            path.append(parent[path[-1]])
                        return path[::-1]
                    queue.append(v)
        return None

    def max_flow(self, source, sink):
        total = 0
        rounds = []
        while (path := self.augmenting_path(source, sink)) is not None:
            push = min(self.residual(u, v) for u, v in zip(path, path[1:]))
            for u, v in zip(path, path[1:]):
                self.flow[u][v] += push
                self.flow[v][u] -= push
            total += push
            rounds.append((push, path))
        return total, rounds

    def min_cut(self, source):
        seen = {source}
        stack = [source]
        while stack:
            u = stack.pop()
            for v in self.capacity[u]:
                if v not in seen and self.residual(u, v) > 0:
                    seen.add(v)
                    stack.append(v)
        return sorted((u, v, self.capacity[u][v]) for u in seen for v in self.capacity[u]
                      if v not in seen and self.capacity[u][v] > 0)


def main():
    net = FlowNetwork(PIPES)
    total, rounds = net.max_flow("reservoir", "town")
    for i, (push, path) in enumerate(rounds, 1):
        print(f"round {i}: +{push:>2} via {' > '.join(path)}")
    print("max flow:", total)
    cut = net.min_cut("reservoir")
    print("bottleneck pipes:", ", ".join(f"{u}->{v} ({c})" for u, v, c in cut))
    assert sum(c for *_, c in cut) == total
    for u, v, c in PIPES:
        used = max(net.flow[u][v], 0)
        bar = "=" * used + "-" * (c - used)
        print(f"  {u:>9} -> {v:<9} {used:>2}/{c:<2} {bar}")
    print("utilisation:", f"{sum(max(net.flow[u][v], 0) for u, v, _ in PIPES) / sum(c for *_, c in PIPES):.0%}")


if __name__ == "__main__":
    main()
