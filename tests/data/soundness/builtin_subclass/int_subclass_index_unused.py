# An int subclass indexes a list by its int value: CPython never calls its `__index__`.
# expect: proved
# inputs: (0,), (1,), (-2,), (7,)
class Slot(int):
    def __index__(self):
        return 0


def main(n: int) -> int:
    xs = [10, 20, 30]
    if -3 <= n < 3:
        assert xs[Slot(n)] == xs[n]
        assert (xs * 2)[Slot(n) + 3] == xs[n]
    return n
