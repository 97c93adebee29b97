# As numbers_of_mixed_types.py, but the assertion says `pop` by a Decimal took another entry
# than the float it equals (the first one stored): false for every input.
# expect: failed
# inputs: (0,), (1,), (-3,), (7,)
from decimal import Decimal
from fractions import Fraction


def main(n: int) -> int:
    book = {1: "one", 2.5: "x", Fraction(1, 2): "half"}
    taken = book.pop(Decimal("2.5"))
    if n > 0:
        assert list(book) == [1, Fraction(1, 2)]
    else:
        assert taken == "one"
    return len(book)
