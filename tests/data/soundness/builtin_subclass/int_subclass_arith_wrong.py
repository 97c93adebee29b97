# As `int_subclass_arith.py`, with the negative check left to `__new__`: a negative count
# raises its `ValueError`, refuted.
# expect: failed
# inputs: (1,), (5,), (40,), (-2,)
class Count(int):
    def __new__(cls, value):
        if value < 0:
            raise ValueError("negative")
        return super().__new__(cls, value)

    def double(self):
        return self * 2


def main(n: int) -> int:
    c = Count(n)
    assert c.double() == 2 * n
    return c
