"""Detect dependency cycles (with the cycle path) and produce a stable build order."""
import heapq
from collections import defaultdict


class CycleError(Exception):
    def __init__(self, cycle):
        self.cycle = cycle
        super().__init__(" -> ".join(cycle))


class Graph:
    def __init__(self):
        self.edges = defaultdict(set)
        self.nodes = set()

    def depends(self, node, *deps):
        self.nodes.add(node)
        for d in deps:
            self.nodes.add(d)
            self.edges[d].add(node)  # d must be built before node
        return self

    def find_cycle(self):
        WHITE, GREY, BLACK = 0, 1, 2
        colour = dict.fromkeys(self.nodes, WHITE)
        stack = []

        def visit(n):
            colour[n] = GREY
            stack.append(n)
            for m in sorted(self.edges[n]):
                if colour[m] == GREY:
                    return stack[stack.index(m):] + [m]
                if colour[m] == WHITE:
                    found = visit(m)
                    if found:
                        return found
            stack.pop()
            colour[n] = BLACK
            return None

        for n in sorted(self.nodes):
            if colour[n] == WHITE:
                cycle = visit(n)
                if cycle:
                    return cycle
        return None

    def order(self):
        cycle = self.find_cycle()
        if cycle:
            raise CycleError(cycle)
        indegree = {n: 0 for n in self.nodes}
        for src in self.edges:
            for dst in self.edges[src]:
                indegree[dst] += 1
        ready = [n for n, d in indegree.items() if d == 0]
        heapq.heapify(ready)
        out = []
        while ready:
            n = heapq.heappop(ready)
            out.append(n)
            for m in self.edges[n]:
                indegree[m] -= 1
                if indegree[m] == 0:
                    heapq.heappush(ready, m)
        return out

    def levels(self):
        depth = {}
        for n in self.order():
            preds = [p for p in self.nodes if n in self.edges[p]]
            depth[n] = 1 + max((depth[p] for p in preds), default=-1)
        grouped = defaultdict(list)
        for n, d in depth.items():
            grouped[d].append(n)
        return [sorted(grouped[d]) for d in sorted(grouped)]


def main():
    g = Graph()
    g.depends("app", "http", "db", "log").depends("http", "net", "log")
    g.depends("db", "log", "config").depends("net", "config").depends("cli", "app", "config")
    print("order:", g.order())
    for i, level in enumerate(g.levels()):
        print(f"  stage {i}: {', '.join(level)}")
    g.depends("config", "cli")
    try:
        g.order()
    except CycleError as e:
        print("cycle:", e)
        print("length:", len(e.cycle) - 1)


if __name__ == "__main__":
    main()
