# As lazy_computed_once.py, but claiming a later read sees the changed `n`: the stored result
# of the first read answers, and n*n never equals (n+1)*(n+1) for an int, so it always fails.
# expect: failed
# inputs: (5,), (-3,), (0,), (12,)
class lazy:
    def __init__(self, func):
        self.func = func

    def __set_name__(self, owner, name):
        self.attr = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        value = self.func(obj)
        setattr(obj, self.attr, value)
        return value


class Box:
    def __init__(self, n):
        self.n = n

    @lazy
    def square(self):
        return self.n * self.n


def main(n: int) -> int:
    b = Box(n)
    first = b.square
    b.n = n + 1
    assert b.square == (n + 1) * (n + 1), "cached"
    return first
