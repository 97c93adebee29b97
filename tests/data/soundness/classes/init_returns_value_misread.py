# An `__init__` that returns a value on one path: CPython makes no instance there, raising
# `TypeError: __init__() should return None, not 'int'`.
# expect: failed
# inputs: (0,), (101,), (-1,), (7,)
class Range:
    def __init__(self, hi: int):
        self.hi = hi
        if hi > 100:
            return hi


def main(n: int) -> int:
    r = Range(n)
    return r.hi
