"""Format report cells through dispatching methods, and list handlers by their names."""
import functools
from functools import singledispatchmethod
from decimal import Decimal


class Formatter:
    def __init__(self, width):
        self.width = width

    @singledispatchmethod
    def cell(self, value):
        return str(value).ljust(self.width)

    @cell.register(int)
    def _(self, value):
        return str(value).rjust(self.width)

    @cell.register(float)
    def _(self, value):
        return f"{value:{self.width}.2f}"

    @cell.register(Decimal)
    def _(self, value):
        return f"{value:>{self.width}}"


def make_grower(step):
    def grow(self, n=1):
        self.size += step * n
        return self.size
    return grow


class Buffer:
    def __init__(self):
        self.size = 0

    grow = make_grower(8)


def main():
    f = Formatter(6)
    row = [f.cell(v) for v in ("id", 42, 3.14159, Decimal("9.5"))]
    print("|".join(row))
    print("|".join(Formatter.cell(f, v) for v in ("x", 7, 2.5)))
    try:
        Formatter.cell()
    except IndexError as e:
        print("IndexError:", e)
    b = Buffer()
    print(b.grow(), b.grow(2), b.grow.__name__, Buffer.grow.__name__, b.grow.__qualname__)
    cached_len = functools.lru_cache(None)(len)
    print(cached_len("abc"), cached_len("abc"), cached_len((1, 2)), cached_len.cache_info())
    print(cached_len.__name__, cached_len.__module__, cached_len.__wrapped__ is len, cached_len.__doc__)
    print(len.__module__, sorted.__module__, max.__doc__.splitlines()[0])
    area = functools.lru_cache(maxsize=None)(lambda w, h: w * h)
    print(area(2, 3), area(2, 3), area.cache_info().hits, area.__name__)


if __name__ == "__main__":
    main()
