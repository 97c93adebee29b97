"""A bounded least-recently-used cache built on OrderedDict, as agents write one."""
from collections import OrderedDict


class LRUCache(OrderedDict):
    def __init__(self, capacity=128):
        super().__init__()
        self.capacity = capacity
        self.hits = 0
        self.misses = 0

    def __getitem__(self, key):
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    def __setitem__(self, key, value):
        if key in self:
            self.move_to_end(key)
        super().__setitem__(key, value)
        if len(self) > self.capacity:
            oldest = next(iter(self))
            print(f"  evict {oldest!r}")
            del self[oldest]

    def lookup(self, key, compute):
        if key in self:
            self.hits += 1
            return self[key]
        self.misses += 1
        value = compute(key)
        self[key] = value
        return value


class Recent(OrderedDict):
    """Keeps the newest items, dropping from the front with popitem(last=False)."""

    def __init__(self, limit, *args, **kwargs):
        self.limit = limit
        super().__init__(*args, **kwargs)

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        while len(self) > self.limit:
            dropped = self.popitem(last=False)
            print("  dropped", dropped)


def main():
    cache = LRUCache(3)
    for key in ["a", "b", "c", "a", "d", "b", "e", "a"]:
        value = cache.lookup(key, lambda k: k.upper() * 2)
        print(f"{key} -> {value}  order={list(cache)}")
    print("hits/misses:", cache.hits, cache.misses)
    print("repr:", repr(cache))
    print("str:", cache, len(cache), bool(cache))
    print("items:", list(cache.items()), cache.get("zz", "none"))
    print("types:", type(cache).__name__, isinstance(cache, OrderedDict), isinstance(cache, dict))
    cache.move_to_end("e", last=False)
    print("moved:", list(cache.keys()))
    print("popitem:", cache.popitem(), cache.popitem(last=False), list(cache))
    print("eq:", cache == OrderedDict([("b", "BB")]), cache == {"b": "BB"})

    recent = Recent(2, [("x", 1), ("y", 2)], z=3)
    print("recent:", recent, recent.limit)
    recent.update({"w": 4})
    print("after update:", list(recent.items()))
    print("setdefault:", recent.setdefault("w", 0), recent.setdefault("v", 5), list(recent))
    try:
        recent.copy()
    except TypeError as e:
        print("copy calls Recent():", e)
    twin = cache.copy()
    print("copy:", type(twin).__name__, twin, twin is cache, twin == cache, twin.capacity)
    try:
        recent.move_to_end("nope")
    except KeyError as e:
        print("KeyError:", e)
    empty = Recent(1)
    try:
        empty.popitem()
    except KeyError as e:
        print("KeyError:", e)


if __name__ == "__main__":
    main()
