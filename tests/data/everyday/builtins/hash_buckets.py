def main() -> None:
    keys = [17, 42, 1001, -5, 2**40, 3, 99]
    buckets = 8
    table = [[] for _ in range(buckets)]
    for k in keys:
        table[hash(k) % buckets].append(k)
    for i, chain in enumerate(table):
        print(f"bucket {i}: {chain}")
    print("load factor: {:.3f}".format(len(keys) / buckets))
    print("longest chain:", max(map(len, table)), "empty buckets:", sum([1 for c in table if not c]))
    pairs = [(1, 2), (2, 1), (0, 0)]
    print("tuple hashes equal to themselves:", all([hash(p) == hash(tuple(list(p))) for p in pairs]))
    print("int hash identity:", [hash(n) == n for n in (0, 1, 123456)], hash(-1), hash(2.0) == hash(2))
