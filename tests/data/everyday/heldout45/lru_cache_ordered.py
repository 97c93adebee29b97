from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key not in self.data:
            self.misses += 1
            return None
        self.hits += 1
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            evicted, _ = self.data.popitem(last=False)
            print("  evict", evicted)


def main():
    cache = LRUCache(3)
    for op in ["put a 1", "put b 2", "get a", "put c 3", "put d 4", "get b", "get c", "put a 9", "put e 5", "get d"]:
        parts = op.split()
        if parts[0] == "put":
            cache.put(parts[1], int(parts[2]))
        else:
            print(f"get {parts[1]} -> {cache.get(parts[1])}")
    print(list(cache.data.items()))
    print(f"hits={cache.hits} misses={cache.misses} ratio={cache.hits / (cache.hits + cache.misses):.0%}")
    return cache.data


if __name__ == "__main__":
    main()
