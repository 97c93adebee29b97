# `vars(obj)` of an instance of a class with `__slots__` raises `TypeError`, which the handler
# catches; `p.__dict__` raises `AttributeError` instead.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)
class Point:
    __slots__ = ("x",)

    def __init__(self, x):
        self.x = x


def main(n: int) -> None:
    p = Point(n)
    try:
        vars(p)
    except TypeError:
        pass
    else:
        assert False
    try:
        p.__dict__
    except AttributeError:
        pass
    else:
        assert False
    assert p.x == n
