# A class whose `__setattr__` clamps every stored number at zero: the hook runs for the
# assignment in `__init__` and for the later one, so the attribute is never negative.
# expect: proved
# inputs: (0,), (5,), (-3,), (-100,)


class Meter:
    def __init__(self, start):
        self.level = start

    def __setattr__(self, name, value):
        super().__setattr__(name, max(value, 0))


def main(n: int) -> int:
    m = Meter(n)
    assert m.level >= 0
    m.level = n - 10
    assert m.level >= 0
    return m.level
