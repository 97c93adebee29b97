# `iter(obj)` whose `__iter__` returns an iterator (a generator, a list's iterator) gives that
# iterator back, and no `TypeError`: the items are the input's.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)
class Pairs:
    def __init__(self, n):
        self.items = [n, n + 1]

    def __iter__(self):
        return (x * 2 for x in self.items)


class Plain:
    def __iter__(self):
        return iter([1, 2])


def main(n: int) -> None:
    it = iter(Pairs(n))
    assert next(it) == 2 * n
    assert next(it) == 2 * n + 2
    assert next(it, None) is None
    assert next(iter(Plain())) == 1
