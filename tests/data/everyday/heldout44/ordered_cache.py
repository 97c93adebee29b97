from collections import OrderedDict


class LRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return None

    def put(self, key, value):
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
            print("evict", evicted)


def main():
    cache = LRU(3)
    for k in "abcab":
        if cache.get(k) is None:
            cache.put(k, k.upper())
    cache.put("d", "D")
    cache.get("a")
    cache.put("e", "E")
    print(list(cache.data.items()))
    print(f"hits={cache.hits} misses={cache.misses} ratio={cache.hits / (cache.hits + cache.misses):.2f}")


if __name__ == "__main__":
    main()
