# `s.issuperset(xs)` and `s.isdisjoint(xs)` of an iterable that is no set look each item up
# in `s`, hashing it, and stop at the first missing (`issuperset`) or found (`isdisjoint`)
# one; `isdisjoint` of two sets stops at the first member found, by its stored hash. clauz3
# refused the first two and looked every member up in the last.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)


class Key:
    hashes = 0
    eqs = 0

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        Key.eqs += 1
        return isinstance(other, Key) and self.name == other.name

    def __hash__(self):
        Key.hashes += 1
        return len(self.name)


def main(n: int) -> int:
    stock = {Key("a"), Key("bb")}
    Key.hashes = Key.eqs = 0
    missing = stock.issuperset([Key("ccc"), Key("a")])
    shared = stock.isdisjoint([Key("bb"), Key("a")])
    apart = stock.isdisjoint({Key("a"), Key("dd")})
    assert (missing, shared, apart) == (False, False, False)
    assert (Key.hashes, Key.eqs) == (4, 2)
    return n
