"""Plan the cheapest cable network between offices with Kruskal's MST and a union-find."""
from typing import Dict, List, Tuple

LINKS = """
London Paris 344
London Dublin 464
London Amsterdam 358
Paris Amsterdam 430
Paris Madrid 1054
Paris Milan 640
Amsterdam Berlin 577
Berlin Milan 840
Madrid Milan 1180
Dublin Amsterdam 756
Berlin Warsaw 520
Milan Warsaw 1150
"""


class DisjointSet:
    def __init__(self, items):
        self.parent = {x: x for x in items}
        self.rank = dict.fromkeys(items, 0)

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        return True


def parse(text: str) -> List[Tuple[int, str, str]]:
    edges = []
    for line in text.strip().splitlines():
        a, b, km = line.split()
        edges.append((int(km), a, b))
    return edges


def kruskal(edges):
    nodes = sorted({n for _, a, b in edges for n in (a, b)})
    ds = DisjointSet(nodes)
    tree = [e for e in sorted(edges) if ds.union(e[1], e[2])]
    return nodes, tree


def main():
    edges = parse(LINKS)
    nodes, tree = kruskal(edges)
    print(f"{len(nodes)} offices, {len(edges)} candidate links")
    for km, a, b in tree:
        print(f"  {a:>9} -- {b:<9} {km:>5} km")
    total = sum(km for km, _, _ in tree)
    print(f"cable needed: {total:,} km (all links: {sum(e[0] for e in edges):,} km)")
    degree: Dict[str, int] = {}
    for _, a, b in tree:
        for n in (a, b):
            degree[n] = degree.get(n, 0) + 1
    hubs = [n for n, d in sorted(degree.items(), key=lambda kv: (-kv[1], kv[0])) if d > 1]
    print("hubs:", hubs)
    leaves = sorted(n for n, d in degree.items() if d == 1)
    print("leaves:", leaves, "connected:", len(tree) == len(nodes) - 1)


if __name__ == "__main__":
    main()
