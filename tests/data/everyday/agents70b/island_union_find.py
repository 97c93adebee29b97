"""Count islands as land is added (online union-find with path compression)."""


class DisjointSet:
    def __init__(self):
        self.parent: dict = {}
        self.size: dict = {}
        self.components = 0

    def add(self, x) -> None:
        if x in self.parent:
            return
        self.parent[x] = x
        self.size[x] = 1
        self.components += 1

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
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        self.components -= 1
        return True

    def __contains__(self, x) -> bool:
        return x in self.parent

    def groups(self):
        out = {}
        for x in self.parent:
            out.setdefault(self.find(x), []).append(x)
        return sorted(sorted(g) for g in out.values())


def add_land(rows, cols, positions):
    ds = DisjointSet()
    counts = []
    for r, c in positions:
        if not (0 <= r < rows and 0 <= c < cols):
            counts.append(ds.components)
            continue
        ds.add((r, c))
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nb = (r + dr, c + dc)
            if nb in ds:
                ds.union((r, c), nb)
        counts.append(ds.components)
    return counts, ds


def main():
    positions = [(0, 0), (0, 1), (1, 2), (2, 1), (1, 1), (3, 3), (3, 4), (9, 9), (2, 3), (2, 2)]
    counts, ds = add_land(4, 5, positions)
    print("islands after each step:", counts)
    for group in ds.groups():
        print(len(group), group)
    biggest = max(ds.size[ds.find(x)] for x in ds.parent)
    print("largest island:", biggest)

    friends = DisjointSet()
    pairs = [("ann", "bob"), ("cat", "dan"), ("bob", "eve"), ("fay", "fay"), ("dan", "ann")]
    for a, b in pairs:
        friends.add(a)
        friends.add(b)
        merged = friends.union(a, b)
        print(f"{a}-{b}: {'merged' if merged else 'already linked'}; circles={friends.components}")
    print(friends.groups())
    return friends.components


if __name__ == "__main__":
    main()
