# `int(text, base)` reads the base by `__index__`: `int("11", base)` is 3 in base 2, so the
# claim fails for `n == 3`.
# expect: failed
# inputs: (2,), (3,), (10,), (-1,)
class Base:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> int:
    try:
        v = int("11", Base(2))
    except TypeError:
        return 0
    assert v != n
    return v
