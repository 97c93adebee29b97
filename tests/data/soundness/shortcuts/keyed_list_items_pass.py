# A class hashing itself makes the evaluator prepare keys around every subscript and operator;
# a list (of terms too) read and written at known indexes, and numbers combined, are decided
# as without it.
# expect: proved
# inputs: (0, 0), (3, -4), (-7, 9), (100, 1)
class Tag:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Tag) and self.name == other.name

    def __hash__(self):
        return len(self.name)


def main(a: int, b: int) -> int:
    xs = [a, b, a + b]
    ys = xs
    ys[-1] = xs[0] - xs[1]
    xs[1] = xs[-3] * 2
    assert ys[2] == a - b
    assert xs[1] == 2 * a
    pair = (a, b, Tag("t"))
    assert pair[0] + pair[-2] == a + b
    assert pair[2] == Tag("t")
    total = 0
    for i in range(3):
        total += xs[i]
    assert total == a + 2 * a + (a - b)
    return total
