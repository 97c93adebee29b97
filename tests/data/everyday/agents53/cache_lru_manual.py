"""An LRU cache built on OrderedDict with hit statistics, wrapping a slow fake lookup."""
from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = self.evictions = 0

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
            old, _ = self.data.popitem(last=False)
            self.evictions += 1
            return old
        return None

    def __len__(self):
        return len(self.data)

    def __contains__(self, key):
        return key in self.data

    def stats(self):
        total = self.hits + self.misses
        ratio = self.hits / total if total else 0.0
        return f"hits={self.hits} misses={self.misses} evictions={self.evictions} ratio={ratio:.2f}"


LOOKUPS = 0


def slow_lookup(user_id):
    global LOOKUPS
    LOOKUPS += 1
    return {"id": user_id, "name": f"user{user_id}", "score": user_id * 37 % 101}


def cached_lookup(cache, user_id):
    sentinel = object()
    value = cache.get(user_id, sentinel)
    if value is sentinel:
        value = slow_lookup(user_id)
        evicted = cache.put(user_id, value)
        if evicted is not None:
            print(f"  evicted {evicted}")
    return value


def main():
    cache = LRUCache(3)
    for uid in [1, 2, 3, 1, 4, 2, 5, 1, 1, 3]:
        rec = cached_lookup(cache, uid)
        print(f"get {uid}: {rec['name']} score={rec['score']} cache={list(cache.data)}")
    print(cache.stats())
    print(f"slow lookups: {LOOKUPS}, size {len(cache)}, has 3? {3 in cache}, has 2? {2 in cache}")
    try:
        LRUCache(0)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
