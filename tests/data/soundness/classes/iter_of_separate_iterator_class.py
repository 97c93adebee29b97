# A container whose `__iter__` returns an instance of a separate iterator class: `iter()`
# gives that instance (of the iterator's class, a new one each call), and an iterator class
# without `__iter__` of its own cannot itself be looped over: CPython raises `TypeError`.
# expect: proved
# inputs: (0,), (2,), (5,), (-1,)
class Bag:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return BagIter(self.n)


class BagIter:
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i


def main(n: int) -> int:
    b = Bag(max(0, min(n, 6)))
    first, second = iter(b), iter(b)
    assert type(first) is BagIter and first is not second
    total = sum(b)
    try:
        for _ in first:
            pass
        looped = True
    except TypeError:
        looped = False
    assert not looped
    return total
