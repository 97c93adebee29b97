# A class naming a method `count` made every `.count(...)` a call the prover answered by plain
# equality: a list of instances was counted without their `__eq__`, and this was proved.
# expect: failed
# inputs: (3,), (13,), (4,), (0,), (-7,), (101,)
class Box:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, Box) and self.v % 10 == other.v % 10

    def count(self):
        return 1


def main(n: int) -> int:
    xs = [Box(3), Box(4)]
    c = xs.count(Box(13))
    assert c == 0 or n > 100
    return c + Box(n).count()
