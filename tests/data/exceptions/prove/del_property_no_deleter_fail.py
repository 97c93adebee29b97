# prove: failed AttributeError
# A property without a deleter cannot be deleted: CPython's AttributeError on that branch.
class Meter:
    def __init__(self, v: int):
        self._v = v

    @property
    def value(self) -> int:
        return self._v


def main(v: int) -> int:
    m = Meter(v)
    if v > 10:
        del m.value
    return m.value
