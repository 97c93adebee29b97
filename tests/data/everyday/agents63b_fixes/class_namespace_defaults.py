"""Method defaults that read the class namespace, and class attributes bound twice."""
import math


class Cache:
    _MISSING = object()
    LIMIT = 3
    SCALE = math.sqrt(16)
    DEFAULT_TAGS = ("new",)
    shared = []

    def __init__(self):
        self.data = {}

    def get(self, key, default=_MISSING):
        if key in self.data:
            return self.data[key]
        if default is self._MISSING:
            raise KeyError(key)
        return default

    def pop_many(self, keys, limit=LIMIT, scale=SCALE * 2, tags=DEFAULT_TAGS):
        taken = [self.data.pop(k) for k in keys[:limit] if k in self.data]
        return taken, scale, tags

    def remember(self, item, into=shared):
        into.append(item)
        return into

    LIMIT = 10

    def cap(self, n=LIMIT):
        return n

    def describe(self):
        return "first"

    def describe(self):
        return "second"

    label = describe


class Sized(Cache):
    LIMIT = 99

    def cap(self, n=Cache.LIMIT + 1):
        return super().cap() + n


def main():
    c = Cache()
    c.data.update(a=1, b=2, c=3, d=4)
    print(c.get("a"), c.get("zz", None), c.get("zz", 0))
    try:
        c.get("zz")
    except KeyError as exc:
        print("KeyError:", exc)
    print(c.pop_many(["a", "b", "c", "d"]), c.data)
    print(c.pop_many(["d"], 1), c.pop_many([], tags=()))
    print(c.remember(1) is Cache.shared, c.remember(2), Cache.shared)
    print(c.cap(), Cache.LIMIT, Sized.LIMIT, Sized().cap())
    print(c.describe(), c.label(), Cache.describe(c))
    print(Cache.pop_many.__defaults__[0], Cache.cap.__defaults__)


if __name__ == "__main__":
    main()
