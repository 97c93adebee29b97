# An int or str subclass with its own `__hash__` still compares equal to its value, so `in` a
# list or a tuple (which compare items with `==` alone) finds it, and so does a str or a range,
# which read the value it holds.
# expect: proved
# inputs: (0, ''), (3, 'a'), (-2, 'xy'), (7, 'b c')
class Code(int):
    def __hash__(self):
        return 7


class Tag(str):
    def __hash__(self):
        return 7


def main(n: int, s: str) -> int:
    assert Code(n) in [n] and Code(n) in (0, n) and Code(n) == n
    assert Tag(s) in "<" + s + ">" and Tag(s) in [s]
    assert Code(2) in range(5)
    return n
