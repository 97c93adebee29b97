"""Interval arithmetic for measurement tolerances: an Interval class with operator dunders."""
from __future__ import annotations

import math
from functools import total_ordering, reduce


@total_ordering
class Interval:
    __slots__ = ("lo", "hi")

    def __init__(self, lo: float, hi: float | None = None):
        if hi is None:
            hi = lo
        if lo > hi:
            raise ValueError(f"empty interval [{lo}, {hi}]")
        self.lo = lo
        self.hi = hi

    @classmethod
    def tol(cls, value: float, plus_minus: float) -> Interval:
        return cls(value - plus_minus, value + plus_minus)

    @staticmethod
    def _coerce(other):
        return other if isinstance(other, Interval) else Interval(other)

    def __add__(self, other):
        o = self._coerce(other)
        return Interval(self.lo + o.lo, self.hi + o.hi)

    __radd__ = __add__

    def __sub__(self, other):
        o = self._coerce(other)
        return Interval(self.lo - o.hi, self.hi - o.lo)

    def __rsub__(self, other):
        return self._coerce(other) - self

    def __mul__(self, other):
        o = self._coerce(other)
        products = [self.lo * o.lo, self.lo * o.hi, self.hi * o.lo, self.hi * o.hi]
        return Interval(min(products), max(products))

    __rmul__ = __mul__

    def __truediv__(self, other):
        o = self._coerce(other)
        if o.lo <= 0 <= o.hi:
            raise ZeroDivisionError(f"division by interval containing zero: {o}")
        return self * Interval(1 / o.hi, 1 / o.lo)

    def __rtruediv__(self, other):
        return self._coerce(other) / self

    def __neg__(self):
        return Interval(-self.hi, -self.lo)

    def __contains__(self, x):
        return self.lo <= x <= self.hi

    def __eq__(self, other):
        if not isinstance(other, Interval):
            return NotImplemented
        return (self.lo, self.hi) == (other.lo, other.hi)

    def __lt__(self, other):
        return self.hi < other.lo

    def __hash__(self):
        return hash((self.lo, self.hi))

    def __repr__(self):
        return f"Interval({self.lo!r}, {self.hi!r})"

    def __str__(self):
        mid = (self.lo + self.hi) / 2
        return f"{mid:.4g} ± {self.width / 2:.3g}"

    @property
    def width(self):
        return self.hi - self.lo

    def sqrt(self):
        return Interval(math.sqrt(self.lo), math.sqrt(self.hi))


def main():
    r1 = Interval.tol(100.0, 5.0)
    r2 = Interval.tol(220.0, 11.0)
    series = r1 + r2
    parallel = 1 / (1 / r1 + 1 / r2)
    print("series:", series, repr(series))
    print("parallel:", parallel)
    v = Interval(11.5, 12.5)
    current = v / series
    print(f"current: [{current.lo * 1000:.2f}, {current.hi * 1000:.2f}] mA")
    power = current * current * series
    print("power W:", power, "contains 0.45?", 0.45 in power)
    side = Interval.tol(3.0, 0.01)
    diag = (side * side + side * side).sqrt()
    print("diagonal:", diag, "width", round(diag.width, 6))
    total = reduce(lambda a, b: a + b, [Interval.tol(x, 0.5) for x in (10, 20, 30)])
    print("stack-up:", total, sum([Interval(1, 2), Interval(3, 4)], Interval(0)))
    print("x - x is not zero:", side - side, "neg:", -side)
    print(Interval(1, 2) < Interval(3, 4), Interval(1, 3) < Interval(2, 4), Interval(5) >= Interval(1, 2))
    print(len({Interval(1, 2), Interval(1, 2), Interval(2, 3)}), Interval(1) == 1)
    for bad in (lambda: Interval(3, 1), lambda: r1 / Interval(-1, 1)):
        try:
            bad()
        except (ValueError, ZeroDivisionError) as exc:
            print(type(exc).__name__, exc)


if __name__ == "__main__":
    main()
