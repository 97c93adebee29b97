"""2x2 matrices with @, *, ** and in-place operators applied to points."""
from fractions import Fraction


class Mat2:
    def __init__(self, a, b, c, d):
        self.rows = ((a, b), (c, d))

    @classmethod
    def identity(cls):
        return cls(1, 0, 0, 1)

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __iter__(self):
        for row in self.rows:
            yield from row

    def __matmul__(self, other):
        if isinstance(other, Mat2):
            (a, b), (c, d) = self.rows
            (e, f), (g, h) = other.rows
            return Mat2(a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h)
        if isinstance(other, tuple) and len(other) == 2:
            x, y = other
            return (self[0, 0] * x + self[0, 1] * y, self[1, 0] * x + self[1, 1] * y)
        return NotImplemented

    def __rmatmul__(self, other):
        raise TypeError("row vectors are not supported")

    def __mul__(self, k):
        return Mat2(*(k * v for v in self))

    __rmul__ = __mul__

    def __imul__(self, k):
        self.rows = tuple(tuple(k * v for v in row) for row in self.rows)
        return self

    def __pow__(self, n):
        if n < 0:
            return self.inverse() ** -n
        result, base = Mat2.identity(), self
        while n:
            if n & 1:
                result = result @ base
            base = base @ base
            n >>= 1
        return result

    def det(self):
        (a, b), (c, d) = self.rows
        return a * d - b * c

    def inverse(self):
        det = self.det()
        if det == 0:
            raise ZeroDivisionError("matrix is singular")
        (a, b), (c, d) = self.rows
        k = Fraction(1, 1) / det
        return Mat2(d * k, -b * k, -c * k, a * k)

    def __eq__(self, other):
        return isinstance(other, Mat2) and list(self) == list(other)

    def __repr__(self):
        return "Mat2(" + ", ".join(str(v) for v in self) + ")"


def main():
    rot = Mat2(0, -1, 1, 0)
    shear = Mat2(1, 2, 0, 1)
    print(rot @ shear, shear @ rot)
    print(rot ** 4 == Mat2.identity(), rot ** 3 == rot.inverse())
    fib = Mat2(1, 1, 1, 0) ** 30
    print("fib(30) =", fib[0, 1])
    pts = [(1, 0), (2, 3), (-1, 4)]
    print([rot @ p for p in pts])
    print([(shear @ rot) @ p for p in pts])
    m = Mat2(2, 1, 7, 4)
    inv = m.inverse()
    print(inv, m @ inv == Mat2.identity(), m ** -2)
    scaled = m
    scaled *= 3
    print(scaled, scaled is m, 0.5 * Mat2(2, 4, 6, 8))
    try:
        Mat2(1, 2, 2, 4).inverse()
    except ZeroDivisionError as exc:
        print("error:", exc)
    for bad in [lambda: (1, 2) @ m, lambda: m @ "xy", lambda: m[2, 0]]:
        try:
            bad()
        except (TypeError, IndexError) as exc:
            print(type(exc).__name__, exc)
    print(sum(m), max(m), sorted(m, reverse=True))


if __name__ == "__main__":
    main()
