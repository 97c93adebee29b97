# The same count asks `__eq__`: the box of 3 is always counted, so at least one is found.
# expect: proved
# inputs: (3,), (13,), (4,), (0,), (-7,)
class Box:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, Box) and self.v % 10 == other.v % 10

    def count(self):
        return 1


def main(n: int) -> int:
    xs = [Box(n), Box(3)]
    c = xs.count(Box(13))
    assert 1 <= c <= 2
    assert xs.index(Box(23)) in (0, 1)
    return c + Box(n).count()
