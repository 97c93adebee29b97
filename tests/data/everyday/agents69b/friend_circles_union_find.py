"""Group people into friend circles with union-find (path halving + union by size)."""
from collections import defaultdict


class DisjointSet:
    def __init__(self, items=()):
        self.parent = {}
        self.size = {}
        self.unions = 0
        for item in items:
            self.add(item)

    def add(self, item):
        if item not in self.parent:
            self.parent[item] = item
            self.size[item] = 1

    def find(self, item):
        if item not in self.parent:
            raise KeyError(f"{item!r} is not in the set")
        while self.parent[item] != item:
            self.parent[item] = self.parent[self.parent[item]]
            item = self.parent[item]
        return item

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        self.unions += 1
        return True

    def __len__(self):
        return len(self.parent) - self.unions

    def groups(self):
        out = defaultdict(list)
        for item in self.parent:
            out[self.find(item)].append(item)
        return sorted((sorted(g) for g in out.values()), key=lambda g: (-len(g), g))

    def __contains__(self, item):
        return item in self.parent


PEOPLE = ["ana", "ben", "cal", "dee", "eve", "fin", "gus", "hal", "ivy", "jon", "kim"]
FRIENDSHIPS = [("ana", "ben"), ("cal", "dee"), ("ben", "dee"), ("eve", "fin"),
               ("gus", "hal"), ("ana", "cal"), ("ivy", "eve"), ("hal", "gus"), ("jon", "jon")]


def main():
    ds = DisjointSet(PEOPLE)
    redundant = []
    for a, b in FRIENDSHIPS:
        if not ds.union(a, b):
            redundant.append(f"{a}-{b}")
    print("circles:", len(ds))
    for group in ds.groups():
        print(f"  {len(group)}: {', '.join(group)}")
    print("redundant links:", redundant)
    print("ana~dee?", ds.find("ana") == ds.find("dee"), "| ana~eve?", ds.find("ana") == ds.find("eve"))
    try:
        ds.find("zoe")
    except KeyError as e:
        print("lookup failed:", e)
    print("zoe" in ds, "kim" in ds)
    # Kruskal-style: connect everyone cheaply using weighted introductions
    offers = sorted([(4, "ana", "eve"), (2, "kim", "jon"), (7, "gus", "ana"), (3, "jon", "ivy"),
                     (1, "fin", "ivy"), (5, "hal", "kim"), (6, "dee", "gus")])
    cost = 0
    for w, a, b in offers:
        if ds.union(a, b):
            cost += w
            print(f"introduce {a} to {b} (cost {w}) -> {len(ds)} circles")
    print("total cost:", cost, "| one circle:", len(ds) == 1)


if __name__ == "__main__":
    main()
