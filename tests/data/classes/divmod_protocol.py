"""`divmod` with instances: a duration type's `__divmod__`/`__rdivmod__`, and `Fraction`s."""
from fractions import Fraction


class Minutes:
    def __init__(self, n):
        self.n = n

    def __divmod__(self, other):
        if isinstance(other, Minutes):
            q, r = divmod(self.n, other.n)
            return q, Minutes(r)
        if isinstance(other, int):
            q, r = divmod(self.n, other)
            return Minutes(q), Minutes(r)
        return NotImplemented

    def __rdivmod__(self, other):
        if isinstance(other, int):
            return divmod(other, self.n)
        return NotImplemented

    def __repr__(self):
        return f"Minutes({self.n})"


class Hours(Minutes):
    def __rdivmod__(self, other):
        return ("hours first", other)


def main():
    shift = Minutes(470)
    print(divmod(shift, Minutes(60)), divmod(shift, 7), divmod(1000, shift))
    print(divmod(Minutes(5), Hours(2)))
    for a, b in [(Fraction(9, 4), 1), (Fraction(9, 4), Fraction(1, 2)), (7, Fraction(2, 3)),
                 (Fraction(9, 4), 0.5), (2.5, Fraction(1, 2)), (Fraction(-7, 3), 2)]:
        print(a, b, divmod(a, b))
    for a, b in [(shift, "x"), ("x", shift), (Fraction(1, 2), 0)]:
        try:
            divmod(a, b)
        except (TypeError, ZeroDivisionError) as e:
            print(type(e).__name__, e)
