# Arithmetic and comparisons of int terms in a program whose class hashes itself are decided
# as anywhere else: the assertion fails at n == 5.
# expect: failed
# inputs: (5,), (0,), (-2,), (7,)
class Tag:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Tag) and self.name == other.name

    def __hash__(self):
        return len(self.name)


def main(n: int) -> int:
    seen = {Tag("x"): n}
    m = n * 3 - 5
    assert m != 10, "n is 5"
    return seen[Tag("x")] + m
