"""A write-back cache in front of a slow store, with dirty tracking and eviction."""
from collections import OrderedDict


class StoreError(Exception):
    pass


class SlowStore:
    def __init__(self, data):
        self.data = dict(data)
        self.reads = 0
        self.writes = 0
        self.read_only = set()

    def get(self, key):
        self.reads += 1
        if key not in self.data:
            raise KeyError(key)
        return self.data[key]

    def put(self, key, value):
        if key in self.read_only:
            raise StoreError(f"key {key!r} is read-only")
        self.writes += 1
        self.data[key] = value


class WriteBackCache:
    def __init__(self, store, capacity=3):
        self.store = store
        self.capacity = capacity
        self.entries = OrderedDict()
        self.dirty = set()
        self.hits = self.misses = 0
        self.failed_flushes = []

    def get(self, key):
        if key in self.entries:
            self.hits += 1
            self.entries.move_to_end(key)
            return self.entries[key]
        self.misses += 1
        value = self.store.get(key)
        self._insert(key, value)
        return value

    def set(self, key, value):
        self._insert(key, value)
        self.dirty.add(key)

    def _insert(self, key, value):
        self.entries[key] = value
        self.entries.move_to_end(key)
        while len(self.entries) > self.capacity:
            old, old_value = self.entries.popitem(last=False)
            if old in self.dirty:
                self._write(old, old_value)

    def _write(self, key, value):
        self.dirty.discard(key)
        try:
            self.store.put(key, value)
        except StoreError as exc:
            self.failed_flushes.append(str(exc))

    def flush(self):
        for key in sorted(self.dirty):
            self._write(key, self.entries[key])

    def __contains__(self, key):
        return key in self.entries

    def __repr__(self):
        marks = [f"{k}{'*' if k in self.dirty else ''}" for k in self.entries]
        return f"<cache [{' '.join(marks)}] hits={self.hits} misses={self.misses}>"


def main():
    store = SlowStore({"a": 1, "b": 2, "c": 3, "d": 4, "e": 5})
    store.read_only.add("e")
    cache = WriteBackCache(store)
    ops = [("get", "a"), ("get", "b"), ("get", "a"), ("set", "b", 20), ("get", "c"),
           ("get", "d"), ("set", "e", 50), ("get", "z"), ("get", "b"), ("set", "f", 6),
           ("get", "a"), ("get", "d")]
    for op in ops:
        try:
            if op[0] == "get":
                result = cache.get(op[1])
            else:
                cache.set(op[1], op[2])
                result = "ok"
        except KeyError as exc:
            result = f"missing {exc.args[0]!r}"
        print(f"{op[0]} {op[1]:<2} -> {result!s:<13} {cache!r}")
    print("before flush:", store.data)
    cache.flush()
    print("after flush: ", store.data)
    print("store reads/writes:", store.reads, store.writes)
    print("failed:", cache.failed_flushes)
    print("e" in cache, "a" in cache, f"hit rate {cache.hits / (cache.hits + cache.misses):.0%}")


if __name__ == "__main__":
    main()
