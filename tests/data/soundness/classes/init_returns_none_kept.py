# An `__init__` that leaves by a bare `return` or `return None` makes the instance.
# expect: proved
# inputs: (0,), (101,), (-1,), (7,)
class Range:
    def __init__(self, hi: int):
        self.hi = hi
        if hi > 100:
            return
        self.hi = max(hi, 0)
        return None


def main(n: int) -> int:
    r = Range(n)
    assert r.hi >= 0
    return r.hi
