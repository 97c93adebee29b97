"""A hand-written Rational type, checked against fractions.Fraction."""
from fractions import Fraction
from functools import total_ordering
from math import gcd


@total_ordering
class Rational:
    def __init__(self, num, den=1):
        if not isinstance(num, int) or not isinstance(den, int):
            raise TypeError(f"Rational needs ints, got {type(num).__name__} and {type(den).__name__}")
        if den == 0:
            raise ZeroDivisionError(f"Rational({num}, 0)")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den)
        self.num, self.den = num // g, den // g

    @classmethod
    def parse(cls, text):
        text = text.strip()
        if "/" in text:
            a, b = text.split("/")
            return cls(int(a), int(b))
        if "." in text:
            whole, frac = text.split(".")
            scale = 10 ** len(frac)
            sign = -1 if whole.startswith("-") else 1
            return cls(int(whole) * scale + sign * int(frac), scale)
        return cls(int(text))

    @staticmethod
    def _coerce(other):
        if isinstance(other, Rational):
            return other
        if isinstance(other, int):
            return Rational(other)
        return None

    def __add__(self, other):
        o = self._coerce(other)
        if o is None:
            return NotImplemented
        return Rational(self.num * o.den + o.num * self.den, self.den * o.den)

    __radd__ = __add__

    def __sub__(self, other):
        o = self._coerce(other)
        return NotImplemented if o is None else self + Rational(-o.num, o.den)

    def __mul__(self, other):
        o = self._coerce(other)
        return NotImplemented if o is None else Rational(self.num * o.num, self.den * o.den)

    __rmul__ = __mul__

    def __truediv__(self, other):
        o = self._coerce(other)
        if o is None:
            return NotImplemented
        if o.num == 0:
            raise ZeroDivisionError("division by zero Rational")
        return Rational(self.num * o.den, self.den * o.num)

    def __eq__(self, other):
        o = self._coerce(other)
        return NotImplemented if o is None else (self.num, self.den) == (o.num, o.den)

    def __lt__(self, other):
        o = self._coerce(other)
        return NotImplemented if o is None else self.num * o.den < o.num * self.den

    def __hash__(self):
        return hash(Fraction(self.num, self.den))

    def __float__(self):
        return self.num / self.den

    def __repr__(self):
        return f"Rational({self.num}, {self.den})"

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"


def main():
    xs = [Rational.parse(t) for t in ["3/4", "-2/6", "0.125", "5", "-1.5", "10/-4"]]
    print([str(x) for x in xs])
    total = sum(xs)
    print("sum", total, float(total), Fraction(total.num, total.den) == sum(Fraction(x.num, x.den) for x in xs))
    print(sorted(xs), max(xs), min(xs))
    a, b = xs[0], xs[1]
    print(a + b, a - b, a * b, a / b, a + 1, 2 * a, a == Rational(6, 8), a >= b, a <= 1)
    print(hash(Rational(1, 2)) == hash(Fraction(1, 2)) == hash(0.5), Rational(4, 2) == 2, {Rational(2), 2})
    h = Rational(0)
    for n in range(1, 8):
        h = h + Rational(1, n)
    print("H7 =", h, f"{float(h):.6f}")
    for bad in ["1/0", "x", "1.5/2"]:
        try:
            Rational.parse(bad)
        except (ZeroDivisionError, ValueError) as exc:
            print(f"{bad!r}: {type(exc).__name__}: {exc}")
    for thunk in (lambda: Rational(1.5), lambda: a / Rational(0), lambda: a + 0.5, lambda: a < "x"):
        try:
            thunk()
        except (TypeError, ZeroDivisionError) as exc:
            print(f"{type(exc).__name__}: {exc}")


if __name__ == "__main__":
    main()
