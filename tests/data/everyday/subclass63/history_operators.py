"""Bounded histories and merged settings built on `deque`, `OrderedDict` and `defaultdict`
subclasses: what `+`, `*` and `|` give back, and that `+=` and `|=` change the object itself."""

from collections import OrderedDict, defaultdict, deque


class History(deque):
    def __init__(self, items=(), maxlen=5):
        print(f"History.__init__ maxlen={maxlen}")
        super().__init__(items, maxlen)

    def latest(self):
        return self[-1] if self else None


class Settings(OrderedDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)


class Groups(defaultdict):
    def total(self):
        return sum(len(v) for v in self.values())


def main() -> int:
    h = History([1, 2, 3], maxlen=4)
    joined = h + deque([4, 5])
    print(type(joined).__name__, list(joined), joined.maxlen, joined.latest())
    doubled = h * 2
    print(type(doubled).__name__, list(doubled), type(3 * h).__name__, list(0 * h))
    same = h
    h += [9]
    print(same is h, type(h).__name__, list(h))
    try:
        h + [1]
    except TypeError as e:
        print("TypeError:", e)

    base = Settings()
    base["Mode"] = "fast"
    merged = base | {"Level": 2}
    print(type(merged).__name__, merged)
    flipped = {"Extra": 1} | base
    print(type(flipped).__name__, flipped)
    base |= {"MORE": True}
    print(type(base).__name__, base)

    groups = Groups(list)
    groups["a"].append(1)
    both = groups | {"b": [2, 3]}
    print(type(both).__name__, both.default_factory is list, both.total(), sorted(both))
    before = {"z": []} | groups
    print(type(before).__name__, sorted(before))
    return 0


if __name__ == "__main__":
    main()
