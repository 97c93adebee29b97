# The twin of `set_tests_stop_early.py`: looking every item up (no early stop) would make
# more calls than CPython does.
# expect: failed
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
    assert Key.hashes + Key.eqs > 6
    return n
