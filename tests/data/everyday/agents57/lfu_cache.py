"""A least-frequently-used cache with LRU tie-breaking, used to memoise a slow lookup."""
from collections import OrderedDict, defaultdict


class LFUCache:
    def __init__(self, capacity: int):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._values = {}
        self._freq = {}
        self._buckets = defaultdict(OrderedDict)
        self._min_freq = 0
        self.hits = self.misses = self.evictions = 0

    def __len__(self):
        return len(self._values)

    def __contains__(self, key):
        return key in self._values

    def __repr__(self):
        items = ", ".join(f"{k!r}:{self._freq[k]}" for k in sorted(self._values))
        return f"LFUCache({self.capacity}, [{items}])"

    def _touch(self, key):
        f = self._freq[key]
        del self._buckets[f][key]
        if not self._buckets[f]:
            del self._buckets[f]
            if self._min_freq == f:
                self._min_freq = f + 1
        self._freq[key] = f + 1
        self._buckets[f + 1][key] = None

    def get(self, key, default=None):
        if key not in self._values:
            self.misses += 1
            return default
        self.hits += 1
        self._touch(key)
        return self._values[key]

    def put(self, key, value):
        if key in self._values:
            self._values[key] = value
            self._touch(key)
            return
        if len(self._values) >= self.capacity:
            victim, _ = self._buckets[self._min_freq].popitem(last=False)
            if not self._buckets[self._min_freq]:
                del self._buckets[self._min_freq]
            del self._values[victim]
            del self._freq[victim]
            self.evictions += 1
        self._values[key] = value
        self._freq[key] = 1
        self._buckets[1][key] = None
        self._min_freq = 1

    @property
    def hit_rate(self):
        total = self.hits + self.misses
        return self.hits / total if total else 0.0


def slow_price_lookup(sku):
    return sum(ord(c) for c in sku) * 3 % 1000 / 10


def main():
    cache = LFUCache(3)
    requests = "A B A C A D B B E A C C C F A".split()
    log = []
    for sku in requests:
        price = cache.get(sku)
        if price is None:
            price = slow_price_lookup(sku)
            cache.put(sku, price)
            log.append(f"{sku}*")
        else:
            log.append(sku)
    print(" ".join(log))
    print(cache)
    print(f"hits={cache.hits} misses={cache.misses} evictions={cache.evictions} rate={cache.hit_rate:.2%}")
    print("A" in cache, "D" in cache, len(cache))
    try:
        LFUCache(0)
    except ValueError as e:
        print("rejected:", e)


if __name__ == "__main__":
    main()
