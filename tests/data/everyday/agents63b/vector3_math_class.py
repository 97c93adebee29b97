"""A 3-D vector class with operator overloading, used to do a little physics."""
import math
from typing import Iterator, Union

Number = Union[int, float]


class Vec3:
    __slots__ = ("x", "y", "z")

    def __init__(self, x: Number = 0, y: Number = 0, z: Number = 0):
        self.x, self.y, self.z = x, y, z

    @classmethod
    def from_iterable(cls, it) -> "Vec3":
        vals = list(it)
        if len(vals) != 3:
            raise ValueError(f"need 3 components, got {len(vals)}")
        return cls(*vals)

    def __iter__(self) -> Iterator[Number]:
        yield self.x
        yield self.y
        yield self.z

    def __repr__(self) -> str:
        return f"Vec3({self.x!r}, {self.y!r}, {self.z!r})"

    def __str__(self) -> str:
        return "(" + ", ".join(f"{c:.3g}" for c in self) + ")"

    def __add__(self, o: "Vec3") -> "Vec3":
        if not isinstance(o, Vec3):
            return NotImplemented
        return Vec3(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o: "Vec3") -> "Vec3":
        return self + (-o)

    def __neg__(self) -> "Vec3":
        return Vec3(-self.x, -self.y, -self.z)

    def __mul__(self, k: Number) -> "Vec3":
        if isinstance(k, Vec3):
            raise TypeError("use dot() or cross() to multiply two vectors")
        return Vec3(self.x * k, self.y * k, self.z * k)

    __rmul__ = __mul__

    def __truediv__(self, k: Number) -> "Vec3":
        return Vec3(self.x / k, self.y / k, self.z / k)

    def __abs__(self) -> float:
        return math.sqrt(self.dot(self))

    def __bool__(self) -> bool:
        return any(self)

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Vec3) and tuple(self) == tuple(o)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def dot(self, o: "Vec3") -> Number:
        return self.x * o.x + self.y * o.y + self.z * o.z

    def cross(self, o: "Vec3") -> "Vec3":
        return Vec3(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z, self.x * o.y - self.y * o.x)

    def normalized(self) -> "Vec3":
        n = abs(self)
        if n == 0:
            raise ZeroDivisionError("cannot normalise the zero vector")
        return self / n


def main():
    a, b = Vec3(1, 2, 3), Vec3(4, -5, 6)
    print(a + b, a - b, -a, 2 * a, a * 0.5, b / 2)
    print(a.dot(b), a.cross(b), repr(a.cross(b)), abs(Vec3(3, 4, 0)))
    print(a == Vec3(1, 2, 3), a != b, len({a, Vec3(1, 2, 3), b}), bool(Vec3()), bool(a))
    print(str(a.normalized()), round(abs(a.normalized()), 12))
    angle = math.degrees(math.acos(a.dot(b) / (abs(a) * abs(b))))
    print(f"angle {angle:.2f} degrees")
    for bad in (lambda: a * b, lambda: a + 1, lambda: Vec3().normalized(), lambda: Vec3.from_iterable([1, 2]),
                lambda: setattr(a, "w", 1)):
        try:
            bad()
        except (TypeError, ZeroDivisionError, ValueError, AttributeError) as exc:
            print(f"{type(exc).__name__}: {exc}")
    pos, vel, g, dt = Vec3(0, 0, 0), Vec3(3, 4, 12), Vec3(0, 0, -9.81), 0.25
    t = 0.0
    while pos.z >= 0:
        pos, vel, t = pos + vel * dt, vel + g * dt, t + dt
    print(f"landed after {t}s at {pos} speed {abs(vel):.2f}")
    print(Vec3.from_iterable(x * x for x in range(3)), sum(Vec3(1, 1, 1)), max(b), list(a))


if __name__ == "__main__":
    main()
