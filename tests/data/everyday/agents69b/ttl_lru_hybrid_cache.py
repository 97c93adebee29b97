"""An LRU cache whose entries also expire after a TTL, driven by a fake clock."""
from collections import OrderedDict
from typing import Any, Callable, Hashable


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def __call__(self) -> float:
        return self.now


class TTLCache:
    _MISSING = object()

    def __init__(self, capacity: int, ttl: float, clock: Callable[[], float]) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.ttl = ttl
        self.clock = clock
        self._data: "OrderedDict[Hashable, tuple[float, Any]]" = OrderedDict()
        self.stats = {"hit": 0, "miss": 0, "expired": 0, "evicted": 0}

    def get(self, key: Hashable, default: Any = None) -> Any:
        entry = self._data.get(key, self._MISSING)
        if entry is self._MISSING:
            self.stats["miss"] += 1
            return default
        stored_at, value = entry
        if self.clock() - stored_at >= self.ttl:
            del self._data[key]
            self.stats["expired"] += 1
            self.stats["miss"] += 1
            return default
        self._data.move_to_end(key)
        self.stats["hit"] += 1
        return value

    def put(self, key: Hashable, value: Any) -> None:
        if key in self._data:
            self._data.move_to_end(key)
        self._data[key] = (self.clock(), value)
        while len(self._data) > self.capacity:
            old_key, _ = self._data.popitem(last=False)
            self.stats["evicted"] += 1
            print(f"    evict {old_key!r}")

    def purge(self) -> int:
        now = self.clock()
        stale = [k for k, (t, _) in self._data.items() if now - t >= self.ttl]
        for k in stale:
            del self._data[k]
        return len(stale)

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._data

    def __repr__(self) -> str:
        keys = list(self._data)
        return f"TTLCache({self.capacity}, ttl={self.ttl}, keys={keys})"


def cached(cache: TTLCache):
    def decorate(fn):
        def wrapper(*args):
            hit = cache.get(args, TTLCache._MISSING)
            if hit is not TTLCache._MISSING:
                return hit
            value = fn(*args)
            cache.put(args, value)
            return value
        wrapper.__name__ = fn.__name__
        return wrapper
    return decorate


def main() -> None:
    clock = FakeClock()
    cache = TTLCache(capacity=3, ttl=10, clock=clock)
    backend_calls = []

    @cached(cache)
    def price(sku: str) -> int:
        backend_calls.append(sku)
        return sum(map(ord, sku)) % 97

    plan = [(0, "A1"), (1, "B2"), (2, "A1"), (3, "C3"), (4, "D4"), (5, "B2"), (9, "A1"),
            (12, "A1"), (13, "D4"), (14, "E5"), (25, "D4"), (30, "C3")]
    for t, sku in plan:
        clock.now = t
        print(f"t={t:>2} price({sku}) = {price(sku)}  {cache!r}")
    print("backend calls:", backend_calls)
    print("stats:", cache.stats)
    clock.advance(100)
    print("purged", cache.purge(), "left", len(cache), "'C3' in cache:", "C3" in cache)
    print(price.__name__)
    try:
        TTLCache(0, 1, clock)
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()
