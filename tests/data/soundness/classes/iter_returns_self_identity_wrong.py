# `iter(it)` of an iterator whose `__iter__` returns `self` is that same object, not a fresh
# wrapper: an assertion that they differ fails for every input.
# expect: failed
# inputs: (0,), (3,), (-2,), (9,)
class Countdown:
    def __init__(self, start):
        self.left = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.left <= 0:
            raise StopIteration
        self.left -= 1
        return self.left


def main(n: int) -> int:
    c = Countdown(n)
    assert iter(c) is not c
    return n
