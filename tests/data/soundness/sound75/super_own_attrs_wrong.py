# The twin of `super_own_attrs.py`: CPython reads the attributes, so the handler never runs
# and the assertion that it did fails for every n.
# expect: failed
# inputs: (0,), (4,), (-3,), (9,)
class Shape:
    def area(self):
        return 0


class Square(Shape):
    def parts(self):
        s = super()
        return s.__class__.__name__, s.__thisclass__ is Square, super().__self__ is self


def main(n: int) -> int:
    sq = Square()
    name, this, me = sq.parts()
    try:
        kind = super(Square, sq).__class__.__name__
        found = super(Square, sq).__self_class__ is Square
    except AttributeError:
        kind, found = "missing", False
    assert kind == "missing" or not found
    return n + len(kind)
