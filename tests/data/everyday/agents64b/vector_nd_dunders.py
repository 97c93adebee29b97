"""An n-dimensional vector with arithmetic, reflected operators, rounding and formatting."""
import math
from numbers import Real


class Vector:
    __slots__ = ("_c",)
    typecode = "d"

    def __init__(self, components):
        self._c = tuple(float(x) for x in components)

    def __len__(self):
        return len(self._c)

    def __iter__(self):
        return iter(self._c)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return type(self)(self._c[index])
        return self._c[index]

    def __repr__(self):
        return f"Vector({list(self._c)})"

    def __str__(self):
        return "(" + ", ".join(f"{x:g}" for x in self._c) + ")"

    def __eq__(self, other):
        return isinstance(other, Vector) and self._c == other._c

    def __hash__(self):
        return hash(self._c)

    def __abs__(self):
        return math.hypot(*self._c)

    def __bool__(self):
        return bool(abs(self))

    def __neg__(self):
        return Vector(-x for x in self)

    def __pos__(self):
        return Vector(self)

    def __add__(self, other):
        try:
            if len(other) != len(self):
                raise ValueError(f"dimension mismatch: {len(self)} vs {len(other)}")
            return Vector(a + b for a, b in zip(self, other))
        except TypeError:
            return NotImplemented

    def __radd__(self, other):
        return self + other

    def __sub__(self, other):
        return self + (-Vector(other))

    def __mul__(self, scalar):
        if isinstance(scalar, Real):
            return Vector(x * scalar for x in self)
        return NotImplemented

    def __rmul__(self, scalar):
        return self * scalar

    def __matmul__(self, other):
        return sum(a * b for a, b in zip(self, other))

    def __round__(self, ndigits=None):
        return Vector(round(x, ndigits) for x in self)

    def __format__(self, spec):
        if spec.endswith("p"):
            fmt = spec[:-1]
            r = abs(self)
            angle = math.degrees(math.atan2(self[1], self[0]))
            return f"<{r:{fmt}}, {angle:{fmt}}°>"
        return "(" + ", ".join(format(x, spec) for x in self) + ")"

    def unit(self):
        n = abs(self)
        if n == 0:
            raise ZeroDivisionError("zero vector has no direction")
        return self * (1 / n)


def main():
    v = Vector([3, 4])
    w = Vector([1, -2])
    print(v, repr(w), abs(v), len(v))
    print(v + w, v - w, 2 * v, v * 0.5, -w, +v)
    print(v @ w, [1, 1] + v, (10, 20) + w)
    print(round(Vector([1.23456, 9.87654]), 2), round(Vector([2.5, 3.5])))
    print(f"{v:.1f}", f"{v:.3p}", format(w, "+.2e"))
    u = Vector([1, 2, 3, 4, 5])
    print(u[1:4], u[::-2], u[-1], u[1:4] == Vector([2, 3, 4]))
    print(bool(Vector([0, 0])), bool(w), len({v, Vector((3.0, 4.0)), w}))
    print(f"{v.unit():.2f}", sum([v, w, v], Vector([0, 0])))
    for bad in [lambda: v + u, lambda: v * "x", lambda: Vector([0, 0]).unit(), lambda: v + 1]:
        try:
            print(bad())
        except (TypeError, ValueError, ZeroDivisionError) as exc:
            print(type(exc).__name__ + ":", exc)


if __name__ == "__main__":
    main()
