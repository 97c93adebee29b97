"""Physical quantities with units: arithmetic, conversion and dimension checks."""
from functools import total_ordering

BASE = {"m": ("length", 1.0), "km": ("length", 1000.0), "mi": ("length", 1609.344), "ft": ("length", 0.3048),
        "s": ("time", 1.0), "min": ("time", 60.0), "h": ("time", 3600.0),
        "kg": ("mass", 1.0), "g": ("mass", 0.001), "lb": ("mass", 0.45359237)}


class DimensionError(TypeError):
    pass


@total_ordering
class Quantity:
    __slots__ = ("value", "unit")

    def __init__(self, value, unit):
        if unit not in BASE:
            raise ValueError(f"unknown unit {unit!r}")
        self.value = value
        self.unit = unit

    @property
    def dimension(self):
        return BASE[self.unit][0]

    @property
    def si(self):
        return self.value * BASE[self.unit][1]

    def to(self, unit):
        if BASE[unit][0] != self.dimension:
            raise DimensionError(f"cannot convert {self.dimension} to {BASE[unit][0]}")
        return Quantity(self.si / BASE[unit][1], unit)

    def _check(self, other):
        if not isinstance(other, Quantity):
            return NotImplemented
        if other.dimension != self.dimension:
            raise DimensionError(f"{self.dimension} vs {other.dimension}")
        return other

    def __add__(self, other):
        other = self._check(other)
        if other is NotImplemented:
            return NotImplemented
        return Quantity(self.value + other.to(self.unit).value, self.unit)

    def __sub__(self, other):
        return self + (-other)

    def __neg__(self):
        return Quantity(-self.value, self.unit)

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Quantity(self.value * k, self.unit)
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, Quantity):
            self._check(other)
            return self.si / other.si
        return Quantity(self.value / other, self.unit)

    def __eq__(self, other):
        if not isinstance(other, Quantity):
            return NotImplemented
        return self.dimension == other.dimension and abs(self.si - other.si) < 1e-9

    def __lt__(self, other):
        other = self._check(other)
        if other is NotImplemented:
            return NotImplemented
        return self.si < other.si

    def __hash__(self):
        return hash((self.dimension, round(self.si, 9)))

    def __repr__(self):
        return f"Quantity({self.value!r}, {self.unit!r})"

    def __format__(self, spec):
        return f"{format(self.value, spec)} {self.unit}"

    def __bool__(self):
        return self.value != 0


def main():
    run = Quantity(5, "km") + Quantity(1, "mi")
    print(f"{run:.3f}", repr(run.to("m")), f"{run.to('mi'):.2f}")
    legs = [Quantity(400, "m"), Quantity(0.25, "mi"), Quantity(1300, "ft"), Quantity(0.4, "km")]
    print(sorted(legs), max(legs), min(legs).unit)
    print(Quantity(1, "km") == Quantity(1000, "m"), Quantity(1, "h") > Quantity(59, "min"), Quantity(2, "lb") <= Quantity(1, "kg"))
    print(len({Quantity(1, "km"), Quantity(1000, "m"), Quantity(1, "mi")}))
    pace = Quantity(42.195, "km").si / Quantity(2, "h").si
    print(f"marathon in 2h: {pace:.3f} m/s, {3 * Quantity(10, 'min'):g}, {Quantity(90, 'min') / 2:.1f}")
    total = sum([Quantity(1, "kg"), Quantity(500, "g")], Quantity(0, "kg"))
    print(f"{total:.2f} -> {total.to('lb'):.3f}", bool(Quantity(0, "s")), bool(total))
    for bad in [lambda: Quantity(1, "m") + Quantity(1, "s"), lambda: Quantity(1, "kg").to("ft"),
                lambda: Quantity(1, "m") + 5, lambda: Quantity(1, "parsec"), lambda: Quantity(1, "m") < 3]:
        try:
            bad()
        except (TypeError, ValueError) as exc:
            print(f"{type(exc).__name__}: {exc}")
    q = Quantity(3, "s")
    try:
        q.extra = 1
    except AttributeError as exc:
        print("slots:", exc)


if __name__ == "__main__":
    main()
