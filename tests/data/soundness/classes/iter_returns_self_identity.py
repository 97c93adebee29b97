# `iter(it)` hands back the very object the class's `__iter__` returned: for an iterator
# whose `__iter__` returns `self`, `iter(it) is it` holds, its type is the class, and items
# taken through either name come from the one object.
# expect: proved
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
    it = iter(c)
    assert it is c
    assert type(it) is Countdown
    taken = next(it, -1)
    assert c.left == (n - 1 if n > 0 else n)
    return taken
