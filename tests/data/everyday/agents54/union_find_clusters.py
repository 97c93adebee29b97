"""Cluster duplicate customer records with union-find on shared emails/phones."""
from collections import defaultdict


class DisjointSet:
    def __init__(self):
        self.parent = {}
        self.rank = {}

    def find(self, x):
        self.parent.setdefault(x, x)
        self.rank.setdefault(x, 0)
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        return True

    def groups(self):
        out = defaultdict(list)
        for x in self.parent:
            out[self.find(x)].append(x)
        return list(out.values())


RECORDS = [
    (1, "Ann Smith", "ann@x.com", "555-0101"),
    (2, "A. Smith", "ann.smith@y.org", "555-0101"),
    (3, "Bob Jones", "bob@x.com", "555-0199"),
    (4, "Ann S", "ann.smith@y.org", None),
    (5, "Robert Jones", "BOB@X.COM", "555-0300"),
    (6, "Cara Lee", "cara@z.net", None),
    (7, "Rob J", None, "555-0300"),
]


def normalise_phone(p):
    return "".join(ch for ch in p if ch.isdigit()) if p else None


def main():
    ds = DisjointSet()
    owner = {}
    merges = 0
    for rid, name, email, phone in RECORDS:
        ds.find(rid)
        for key in (("email", email.lower()) if email else None, ("phone", normalise_phone(phone)) if phone else None):
            if key is None:
                continue
            if key in owner:
                merges += ds.union(owner[key], rid)
            else:
                owner[key] = rid
    names = {rid: name for rid, name, *_ in RECORDS}
    clusters = sorted((sorted(g) for g in ds.groups()), key=lambda g: (-len(g), g[0]))
    for i, cluster in enumerate(clusters, 1):
        label = max((names[r] for r in cluster), key=len)
        print(f"cluster {i}: {cluster} -> {label!r}")
    print("merges:", merges, "clusters:", len(clusters))
    print("same person 1 & 4?", ds.find(1) == ds.find(4), "| 1 & 3?", ds.find(1) == ds.find(3))


if __name__ == "__main__":
    main()
