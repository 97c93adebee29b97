import math


class Vector:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __bool__(self):
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r})"

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def angle_to(self, other):
        return math.degrees(math.acos(self.dot(other) / (abs(self) * abs(other))))


def main():
    a, b = Vector(3, 4), Vector(-1, 2.5)
    print(a + b, a - b, 2 * a, a * 0.5, -b)
    print(abs(a), round(abs(b), 4))
    print(a.dot(b), f"{a.angle_to(b):.2f} degrees")
    print(bool(Vector(0, 0)), bool(a), a == Vector(3, 4), a != b)
    x, y = b
    print(x, y, list(a), tuple(b))
    seen = {Vector(1, 1), Vector(1, 1), Vector(2, 0)}
    print(len(seen))
    path = [Vector(0, 0), Vector(3, 4), Vector(6, 0), Vector(0, 0)]
    length = sum(abs(q - p) for p, q in zip(path, path[1:]))
    print(f"perimeter {length:.1f}")
    return max(path, key=abs)


if __name__ == "__main__":
    main()
