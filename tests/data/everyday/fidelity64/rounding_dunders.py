"""Number dunders called by name, as agents write them: __round__ with and without ndigits,
__floor__/__ceil__/__trunc__ on floats, ints and bools, unbound through the type
(float.__round__(x, 1), map(float.__ceil__, xs)), a class's own __round__, Fraction and
Decimal, and CPython's errors (arity, keywords, wrong type, infinity and NaN)."""
from decimal import Decimal
from fractions import Fraction


class Price:
    def __init__(self, cents):
        self.cents = cents

    def __round__(self, ndigits=None):
        step = -2 if ndigits is None else ndigits
        return Price(round(self.cents, step))

    def __repr__(self):
        return f"Price({self.cents})"


def summarize(readings):
    lows = [r.__floor__() for r in readings]
    highs = list(map(float.__ceil__, readings))
    rounded = [float.__round__(r, 1) for r in readings]
    return lows, highs, rounded


def main():
    print((2.5).__round__(), (3.5).__round__(), (-0.5).__round__(), (2.675).__round__(2))
    print(int.__round__(1234, -2), (1250).__round__(-2), (True).__round__(), (7).__round__(-1))
    print((2.5).__floor__(), (-2.5).__floor__(), (2.5).__ceil__(), (-2.5).__ceil__())
    print((3.0).__floor__(), (-2.7).__trunc__(), (9).__ceil__(), (False).__trunc__(), (1e20).__floor__())
    print(summarize([1.25, -3.75, 4.5, 0.0]))
    shorten = (9.87654).__round__
    print(shorten(3), shorten())
    print(Fraction(7, 2).__round__(), Fraction(-7, 2).__floor__(), Decimal("2.5").__round__())
    print(Price(1234).__round__(), round(Price(1250), -3))
    inf, nan, word = float("inf"), float("nan"), "text"
    attempts = [
        lambda: (2.5).__round__(1, 2),
        lambda: (2.5).__round__(ndigits=1),
        lambda: (5).__floor__(1),
        lambda: float.__round__(),
        lambda: float.__round__(5),
        lambda: int.__floor__(2.5),
        lambda: inf.__floor__(),
        lambda: nan.__ceil__(),
        lambda: word.__round__(),
        lambda: (2.5).__round__(1.5),
        lambda: (7).__round__(None),
    ]
    for attempt in attempts:
        try:
            print(attempt())
        except (TypeError, ValueError, OverflowError, AttributeError) as e:
            print(type(e).__name__, e)


if __name__ == "__main__":
    main()
