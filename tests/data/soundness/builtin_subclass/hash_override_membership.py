# An int subclass with its own `__hash__` still compares equal to its int, so `in` a list or a
# tuple (which compare items with `==` alone) finds it.
# expect: proved
# inputs: (0,), (3,), (-2,), (7,)
class Code(int):
    def __hash__(self):
        return 7


def main(n: int) -> int:
    assert Code(n) in [n] and Code(n) in (0, n) and Code(n) == n
    return n
