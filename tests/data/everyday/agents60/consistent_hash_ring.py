"""Consistent hashing with virtual nodes: how many keys move when a server joins or leaves?"""
import bisect
import hashlib
from collections import Counter


def h(key: str) -> int:
    return int.from_bytes(hashlib.md5(key.encode("utf-8")).digest()[:8], "big")


class HashRing:
    def __init__(self, nodes=(), replicas: int = 50):
        self.replicas = replicas
        self._hashes: list[int] = []
        self._owners: dict[int, str] = {}
        for node in nodes:
            self.add(node)

    def add(self, node: str) -> None:
        for i in range(self.replicas):
            point = h(f"{node}#{i}")
            bisect.insort(self._hashes, point)
            self._owners[point] = node

    def remove(self, node: str) -> None:
        keep = [p for p in self._hashes if self._owners[p] != node]
        for p in self._hashes:
            if self._owners[p] == node:
                del self._owners[p]
        self._hashes = keep

    def lookup(self, key: str) -> str:
        if not self._hashes:
            raise LookupError("ring is empty")
        idx = bisect.bisect(self._hashes, h(key)) % len(self._hashes)
        return self._owners[self._hashes[idx]]

    def __len__(self):
        return len(set(self._owners.values()))

    def __contains__(self, node):
        return node in self._owners.values()


def distribution(ring, keys):
    return Counter(ring.lookup(k) for k in keys)


def main():
    keys = [f"user:{i}" for i in range(600)]
    ring = HashRing(["cache-a", "cache-b", "cache-c"])
    before = {k: ring.lookup(k) for k in keys}
    print("nodes:", len(ring), "points:", len(ring._hashes))
    for node, n in sorted(distribution(ring, keys).items()):
        print(f"  {node}: {n:>4} {'#' * (n // 20)}")

    ring.add("cache-d")
    after = {k: ring.lookup(k) for k in keys}
    moved = [k for k in keys if before[k] != after[k]]
    print(f"after adding cache-d: {len(moved)} keys moved ({len(moved) / len(keys):.1%})")
    print("  all moved keys went to cache-d:", all(after[k] == "cache-d" for k in moved))

    ring.remove("cache-b")
    final = {k: ring.lookup(k) for k in keys}
    moved = sum(after[k] != final[k] for k in keys)
    print(f"after removing cache-b: {moved} keys moved; 'cache-b' in ring: {'cache-b' in ring}")
    for node, n in sorted(distribution(ring, keys).items()):
        print(f"  {node}: {n}")
    print("sample:", [final[k] for k in keys[:5]])
    empty = HashRing()
    try:
        empty.lookup("x")
    except LookupError as exc:
        print("empty ring:", exc)


if __name__ == "__main__":
    main()
