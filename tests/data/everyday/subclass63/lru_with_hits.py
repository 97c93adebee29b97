"""An LRU cache built on OrderedDict, with hit statistics and a merge."""
from collections import OrderedDict


class LRU(OrderedDict):
    def __init__(self, capacity=2, *args, **kwargs):
        self.capacity = capacity
        self.hits = 0
        super().__init__(*args, **kwargs)

    def __getitem__(self, key):
        value = super().__getitem__(key)
        self.move_to_end(key)
        self.hits += 1
        return value

    def __setitem__(self, key, value):
        if key in self:
            self.move_to_end(key)
        super().__setitem__(key, value)
        while len(self) > self.capacity:
            oldest = next(iter(self))
            del self[oldest]


def main() -> int:
    cache = LRU(2)
    cache["a"] = 1
    cache["b"] = 2
    print(cache["a"], list(cache))
    cache["c"] = 3
    print(list(cache), cache.hits, "b" in cache)
    cache.update({"d": 4})
    print(cache, len(cache))
    print(cache.get("d"), cache.hits, cache.popitem(last=False), cache)
    return 0


if __name__ == "__main__":
    main()
