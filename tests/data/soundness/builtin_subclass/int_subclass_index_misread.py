# As `int_subclass_index_unused.py`, claiming the override decides the index: refuted by any
# index but 0.
# expect: failed
# inputs: (0,), (1,), (-2,), (7,)
class Slot(int):
    def __index__(self):
        return 0


def main(n: int) -> int:
    xs = [10, 20, 30]
    if -3 <= n < 3:
        assert xs[Slot(n)] == xs[0], "index through __index__"
    return n
