# A `super` object's own attributes: `__class__` is `super` itself (CPython's lookup answers
# it before the order), `__thisclass__`, `__self__` and `__self_class__` what it was made
# with. Reading them raised AttributeError, so a handler's path was proved instead.
# expect: proved
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
    assert name == kind == "super" and this and me and found
    return n + len(kind)
