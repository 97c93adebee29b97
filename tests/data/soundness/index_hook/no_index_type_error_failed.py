# An object without `__index__` as `enumerate`'s start is CPython's `TypeError` too: the
# refusal is only for objects that have one.
# expect: failed
# inputs: (0,), (1,), (-1,), (7,)
class Offset:
    def __init__(self, n):
        self.n = n


def main(n: int) -> int:
    pairs = list(enumerate("ab", Offset(n)))
    return len(pairs)
