# A `lazy` method decorator written as a non-data descriptor: the first read runs the method
# and stores its result on the instance under the name `__set_name__` gave, which later reads
# find first, so the method runs once however often it is read.
# expect: proved
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
        self.runs = 0

    @lazy
    def square(self):
        self.runs += 1
        return self.n * self.n


def main(n: int) -> int:
    b = Box(n)
    first = b.square
    b.n = n + 1
    assert b.square == first == n * n
    assert b.runs == 1
    return first
