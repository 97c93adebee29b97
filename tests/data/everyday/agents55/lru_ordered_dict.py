"""An LRU cache built on OrderedDict, used to memoise a slow lookup."""
from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key, default=None):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return default

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            evicted, _ = self.data.popitem(last=False)
            print(f"    evict {evicted!r}")

    def __len__(self):
        return len(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        items = ", ".join(f"{k}={v}" for k, v in self.data.items())
        return f"LRUCache({self.capacity})[{items}]"


def slow_square(n):
    return sum(n for _ in range(n))


def main():
    cache = LRUCache(3)
    for key in [2, 3, 2, 4, 5, 2, 3, 6, 2]:
        value = cache.get(key)
        if value is None:
            value = slow_square(key)
            cache.put(key, value)
            print(f"miss {key} -> {value}")
        else:
            print(f"hit  {key} -> {value}")
    print(cache)
    print(f"hits={cache.hits} misses={cache.misses} ratio={cache.hits / (cache.hits + cache.misses):.2f}")
    print(len(cache), 4 in cache, 2 in cache, list(cache.data))
    od = OrderedDict.fromkeys("abcde")
    od.move_to_end("b", last=False)
    print("".join(od), od.popitem())
    try:
        LRUCache(0)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
