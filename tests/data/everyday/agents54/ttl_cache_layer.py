"""A read-through cache with TTL and size limit in front of a slow data source."""
from collections import OrderedDict


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def advance(self, seconds):
        self.now += seconds

    def __call__(self):
        return self.now


class SlowSource:
    def __init__(self):
        self.calls = 0

    def fetch(self, key):
        self.calls += 1
        return {"key": key, "value": len(key) * 10, "version": self.calls}


class TTLCache:
    def __init__(self, loader, ttl, max_items, clock):
        self.loader = loader
        self.ttl = ttl
        self.max_items = max_items
        self.clock = clock
        self._data = OrderedDict()
        self.stats = {"hit": 0, "miss": 0, "expired": 0, "evicted": 0}

    def get(self, key):
        now = self.clock()
        entry = self._data.get(key)
        if entry is not None:
            value, stored_at = entry
            if now - stored_at < self.ttl:
                self._data.move_to_end(key)
                self.stats["hit"] += 1
                return value
            self.stats["expired"] += 1
            del self._data[key]
        self.stats["miss"] += 1
        value = self.loader(key)
        self._data[key] = (value, now)
        if len(self._data) > self.max_items:
            old_key, _ = self._data.popitem(last=False)
            self.stats["evicted"] += 1
            print(f"    evicted {old_key}")
        return value

    def invalidate(self, key):
        return self._data.pop(key, None) is not None

    def __len__(self):
        return len(self._data)

    def __contains__(self, key):
        return key in self._data

    def __repr__(self):
        keys = ", ".join(self._data)
        return f"TTLCache([{keys}], ttl={self.ttl})"


def main():
    clock = FakeClock()
    source = SlowSource()
    cache = TTLCache(source.fetch, ttl=30, max_items=3, clock=clock)
    script = [
        (0, "users"), (1, "orders"), (2, "users"), (5, "items"), (1, "prices"),
        (3, "users"), (25, "orders"), (2, "users"), (40, "users"),
    ]
    for delay, key in script:
        clock.advance(delay)
        value = cache.get(key)
        print(f"t={clock():>5.1f} get {key:<7} -> v{value['version']} value={value['value']}")
    print(repr(cache), len(cache), "items")
    print("invalidate items:", cache.invalidate("items"), cache.invalidate("nope"))
    print("'users' in cache:", "users" in cache)
    hit_rate = cache.stats["hit"] / (cache.stats["hit"] + cache.stats["miss"])
    print("stats:", ", ".join(f"{k}={v}" for k, v in cache.stats.items()), f"hit rate {hit_rate:.0%}")
    print("source calls:", source.calls)


if __name__ == "__main__":
    main()
