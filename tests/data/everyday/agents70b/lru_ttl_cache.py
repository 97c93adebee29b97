"""An LRU cache with per-entry TTL, with a loader and hit/miss statistics."""
from collections import OrderedDict
from typing import Any, Callable, Generic, Hashable, Optional, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class FakeClock:
    def __init__(self):
        self.now = 0

    def advance(self, seconds: int) -> None:
        self.now += seconds

    def __call__(self) -> int:
        return self.now


class TTLCache(Generic[K, V]):
    def __init__(self, maxsize: int, ttl: int, clock: Callable[[], int]):
        self.maxsize = maxsize
        self.ttl = ttl
        self.clock = clock
        self._data: "OrderedDict[K, tuple[V, int]]" = OrderedDict()
        self.hits = self.misses = self.evictions = self.expirations = 0

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        entry = self._data.get(key)  # type: ignore[arg-type]
        return entry is not None and entry[1] > self.clock()

    def get(self, key: K, default: Optional[V] = None) -> Optional[V]:
        entry = self._data.get(key)
        if entry is None:
            self.misses += 1
            return default
        value, expires = entry
        if expires <= self.clock():
            del self._data[key]
            self.expirations += 1
            self.misses += 1
            return default
        self._data.move_to_end(key)
        self.hits += 1
        return value

    def put(self, key: K, value: V) -> None:
        if key in self._data:
            self._data.move_to_end(key)
        self._data[key] = (value, self.clock() + self.ttl)
        while len(self._data) > self.maxsize:
            old, _ = self._data.popitem(last=False)
            self.evictions += 1
            print(f"  evict {old}")

    def get_or_load(self, key: K, loader: Callable[[K], V]) -> V:
        value = self.get(key)
        if value is None:
            value = loader(key)
            self.put(key, value)
        return value

    def keys(self) -> list[K]:
        return list(self._data.keys())

    def __repr__(self) -> str:
        return f"TTLCache(size={len(self)}, hits={self.hits}, misses={self.misses})"


def main():
    clock = FakeClock()
    cache: TTLCache[str, int] = TTLCache(maxsize=3, ttl=10, clock=clock)
    loads = []

    def load(key: str) -> int:
        loads.append(key)
        return sum(ord(c) for c in key)

    for step, key in enumerate(["a", "b", "a", "c", "d", "b", "a", "e", "a"]):
        clock.advance(2)
        v = cache.get_or_load(key, load)
        print(f"t={clock():>2} get {key} -> {v} keys={cache.keys()}")
    clock.advance(9)
    print("a" in cache, "e" in cache, len(cache))
    clock.advance(2)
    print("a" in cache, cache.get("a", -1), cache.get("zz"))
    print(cache)
    print("loads:", loads)
    print("evictions", cache.evictions, "expirations", cache.expirations)
    return cache.hits


if __name__ == "__main__":
    main()
