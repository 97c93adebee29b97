"""Versions and records ordered by tuples of their fields, as `__lt__` and `__eq__` methods
and sort keys write them, with the rules of tuple comparison a report relies on."""

from functools import total_ordering


@total_ordering
class Release:
    def __init__(self, major, minor, label):
        self.major, self.minor, self.label = major, minor, label

    def __eq__(self, other):
        return (self.major, self.minor, self.label) == (other.major, other.minor, other.label)

    def __lt__(self, other):
        return (self.major, self.minor, self.label) < (other.major, other.minor, other.label)

    def __repr__(self):
        return f"{self.major}.{self.minor}-{self.label}"


class Loud:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        print("eq", self.n, other.n)
        return self.n == other.n

    def __lt__(self, other):
        print("lt", self.n, other.n)
        return self.n < other.n


def rules():
    a, b, c = 1, 2, 3
    print((a, b) < (a, c), (a, b) <= (a, b), (b, a) > (a, c), (a, b) >= (a, c), (a, b) == (a, b), (a, b) != (b, a))
    s, t = "beta", "alpha"
    print((s, a) < (t, a), (t, c) < (t, b), ("é", a) > ("z", a), (s, t, a) == (s, t, a))
    print((a, "x") < (b, 3), (a, 2.0) == (a, b), (a, True) == (a, 1), (a, None) == (a, b))
    try:
        print((a, "x") < (a, 3))
    except TypeError as e:
        print("TypeError", e)
    try:
        print((a, None) < (a, b))
    except TypeError as e:
        print("TypeError", e)
    print((Loud(1), a) < (Loud(1), b), (Loud(1), a) == (Loud(2), a))
    x, y = 0, 0
    print((x, y) != (0, 0), (x, b) != (0, 0), (0, 0) == (x, y), (x, y, a) == (0, 0, 1))


def main():
    releases = [Release(i % 3, (i * 7) % 5, "rc" if i % 2 else "final") for i in range(12)]
    releases.sort()
    print(releases)
    print(max(releases), min(releases), releases[3] <= releases[4], releases[0] == Release(0, 0, "final"))
    rows = [("b", 2), ("a", 3), ("b", 1)]
    print(sorted(rows, key=lambda r: (r[0], -r[1])))
    rules()
