# `vars(obj)` of an instance of a class with `__slots__` raises `TypeError` (CPython turns
# the missing `__dict__`'s `AttributeError` into it): a handler for `AttributeError` does not
# catch it, so the call fails for every input.
# expect: failed
# inputs: (0,), (3,), (-2,), (9,)
class Point:
    __slots__ = ("x",)

    def __init__(self, x):
        self.x = x


def main(n: int) -> None:
    p = Point(n)
    try:
        fields = vars(p)
    except AttributeError:
        return
    assert fields is not None
