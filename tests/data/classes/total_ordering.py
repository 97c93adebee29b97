import functools
from dataclasses import dataclass
from functools import total_ordering


@functools.total_ordering
class ByLe:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, ByLe) and self.v == other.v

    def __le__(self, other):
        if not isinstance(other, ByLe):
            return NotImplemented
        return self.v <= other.v


@total_ordering
class ByGt:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        return self.v > other.v


@total_ordering
class ByGe(ByGt):
    def __ge__(self, other):
        return self.v >= other.v


@total_ordering
@dataclass
class Card:
    rank: int
    suit: str

    def __lt__(self, other):
        return (self.rank, self.suit) < (other.rank, other.suit)


@total_ordering
class Weird:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v if self.v < other.v else 0

    def __eq__(self, other):
        return "same" if self.v == other.v else ""


def main():
    a, b, c = ByLe(1), ByLe(2), ByLe(1)
    print(a < b, a > b, a >= c, a > c, b >= a, a < c)
    try:
        print(a < 3)
    except TypeError as e:
        print("TypeError:", e)
    x, y = ByGt(1), ByGt(2)
    print(x < y, x <= y, x >= y, x <= ByGt(1), x < ByGt(1))
    p, q = ByGe(5), ByGe(5)
    print(p < q, p <= q, p > q, p >= q)
    cards = [Card(10, "h"), Card(2, "s"), Card(10, "c")]
    print(sorted(cards), max(cards), Card(2, "s") >= Card(2, "s"))
    w1, w2, w3 = Weird(3), Weird(5), Weird(3)
    print(repr(w1 <= w2), repr(w1 <= w3), repr(w2 <= w1), repr(w1 > w2), repr(w2 > w1), repr(w1 >= w2))
    return sorted([ByGt(3), ByGt(1), ByGt(2)], reverse=True)[0].v
