# `Class.prop` is the property object: its `fget` run on an instance reads the attribute as
# `obj.prop` does, and a property without a setter has `fset` None.
# expect: proved
# inputs: (5,), (-3,), (0,), (12,)
class Meter:
    def __init__(self, value):
        self._value = value

    @property
    def doubled(self):
        return self._value * 2


def main(n: int) -> int:
    m = Meter(n)
    assert Meter.doubled.fget(m) == m.doubled == 2 * n
    assert Meter.doubled.fset is None
    assert isinstance(Meter.doubled, property)
    return m.doubled
