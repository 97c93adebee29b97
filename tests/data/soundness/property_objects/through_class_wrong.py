# A property with a setter has `fset`, so asserting it is None fails for every input.
# expect: failed
# inputs: (5,), (0,), (-1,), (3,)
class Meter:
    def __init__(self, value):
        self._value = value

    @property
    def doubled(self):
        return self._value * 2

    @doubled.setter
    def doubled(self, v):
        self._value = v // 2


def main(n: int) -> int:
    m = Meter(n)
    assert Meter.doubled.fget(m) == 2 * n
    assert Meter.doubled.fset is None
    return m.doubled
