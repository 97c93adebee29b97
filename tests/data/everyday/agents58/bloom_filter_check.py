"""A Bloom filter over hashlib digests: add usernames, test membership, measure false positives."""
import hashlib
import math


class BloomFilter:
    def __init__(self, expected: int, fp_rate: float):
        self.size = math.ceil(-expected * math.log(fp_rate) / math.log(2) ** 2)
        self.hashes = max(1, round(self.size / expected * math.log(2)))
        self.bits = bytearray((self.size + 7) // 8)
        self.count = 0

    def _positions(self, item: str):
        digest = hashlib.sha256(item.encode()).digest()
        h1 = int.from_bytes(digest[:8], "big")
        h2 = int.from_bytes(digest[8:16], "big") | 1
        for i in range(self.hashes):
            yield (h1 + i * h2) % self.size

    def add(self, item: str):
        for p in self._positions(item):
            self.bits[p // 8] |= 1 << (p % 8)
        self.count += 1

    def __contains__(self, item: str) -> bool:
        return all(self.bits[p // 8] >> (p % 8) & 1 for p in self._positions(item))

    def __len__(self):
        return self.count

    @property
    def fill_ratio(self) -> float:
        ones = sum(bin(byte).count("1") for byte in self.bits)
        return ones / self.size


def main():
    bf = BloomFilter(expected=200, fp_rate=0.02)
    print(f"bits={bf.size} hashes={bf.hashes} bytes={len(bf.bits)}")
    taken = [f"user{i:03d}" for i in range(0, 400, 2)]
    for name in taken:
        bf.add(name)
    print(f"added {len(bf)}, fill {bf.fill_ratio:.3f}")
    missing = [n for n in taken if n not in bf]
    print("false negatives:", len(missing))
    probes = [f"user{i:03d}" for i in range(1, 400, 2)] + [f"guest{i}" for i in range(300)]
    fps = [p for p in probes if p in bf]
    print(f"false positives: {len(fps)}/{len(probes)} = {len(fps) / len(probes):.2%}")
    print("examples:", fps[:3])
    print(hashlib.md5(b"alice").hexdigest(), hashlib.sha1("bob".encode()).hexdigest()[:12])


if __name__ == "__main__":
    main()
