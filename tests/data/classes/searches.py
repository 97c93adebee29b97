"""Searches and comparisons call the program's __eq__ in CPython's order and number of calls:
in, index (with bounds), count, remove, == on nested lists, tuples and dicts, and a subclass's
reflected __eq__ asked first. hash() follows CPython's rules for __hash__ and dataclasses."""

from dataclasses import dataclass

LOG = []


class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __eq__(self, other):
        LOG.append((type(self).__name__, self.major, self.minor, repr(other)))
        if not isinstance(other, Version):
            return other == self.major
        return self.major == other.major and self.minor == other.minor

    def __repr__(self):
        return f"v{self.major}.{self.minor}"


class Release(Version):
    pass


class Ticket:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n - 2


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


@dataclass
class Loose:
    x: int


class Sealed:
    __hash__ = None


def calls():
    """The log so far, then emptied."""
    out = list(LOG)
    LOG.clear()
    return out


def main():
    vs = [Version(1, 0), 2, Version(1, 2), Version(1, 0)]
    print(Version(1, 2) in vs, 2 in vs, 1 in vs, 7 not in vs, calls())
    print(vs.index(Version(1, 0)), vs.index(Version(1, 0), 1), vs.index(Version(1, 0), -2, 4), calls())
    print(vs.count(Version(1, 0)), vs.count(1), tuple(vs).count(2), calls())
    vs.remove(Version(1, 2))
    print(vs, calls())
    same = vs[0]
    print(same in vs, vs.index(same), vs.count(same), calls())
    print([(Version(3, 1), 1)] == [(Version(3, 1), 1)], [[Version(3, 1)]] != [[Version(3, 2)]], calls())
    print({"a": [Version(4, 0)]} == {"a": [Version(4, 0)]}, (2, Version(5, 5)) in [(2, Version(5, 5))], calls())
    print(Version(6, 0) == Release(6, 0), Release(6, 0) in [Version(6, 0)], calls())
    try:
        vs.index(Version(9, 9), 0, 2)
    except ValueError as e:
        print("ValueError", e, calls())
    print(hash(Ticket(1)), hash(Ticket(5)), hash(Point(1, 2)) == hash((1, 2)), hash(Point(3)) == hash((3, 0)))
    for value in [Loose(1), Sealed(), Version(1, 1)]:
        try:
            hash(value)
        except TypeError as e:
            print("TypeError", e)
    assert LOG == []
    return len(vs)
