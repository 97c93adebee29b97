# `iter(obj)` whose `__iter__` returns a value that is no iterator (an int, a list) raises
# CPython's `TypeError: iter() returned non-iterator`: the handler's assertion runs and fails
# for a non-positive input.
# expect: failed
# inputs: (0,), (3,), (-2,), (9,)
class Batch:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        if self.n > 5:
            return [self.n]
        return self.n


def main(n: int) -> None:
    try:
        it = iter(Batch(n))
    except TypeError:
        assert n > 0, "a batch's __iter__ returned no iterator"
        return
    assert False, it
