# Keys that are equal numbers of different types (int, float, Decimal, Fraction) are one key:
# a lookup, `pop` or `del` by any form finds the entry the first form made, and only that one.
# expect: proved
# inputs: (0,), (1,), (-3,), (7,)
from decimal import Decimal
from fractions import Fraction


def main(n: int) -> int:
    book = {1: "one", 2.5: "x", Fraction(1, 2): "half"}
    assert book.pop(Decimal("2.5")) == "x"
    assert list(book) == [1, Fraction(1, 2)]
    if n > 0:
        book[Decimal("0.50")] = "again"
    else:
        del book[0.5]
    assert book.get(Fraction(1), "missing") == "one"
    assert len(book) == (2 if n > 0 else 1)
    assert book.setdefault(Decimal(1), "new") == "one"
    assert Fraction(3) not in book and 1.0 in book
    return len(book)
