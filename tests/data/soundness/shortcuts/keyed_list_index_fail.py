# A known index past the end of a list of terms, in a program whose class hashes itself: the
# `IndexError` is found (the index is known on each path, so only the path decides it).
# expect: failed
# inputs: (6,), (0,), (-3,), (5,)
class Tag:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Tag) and self.name == other.name

    def __hash__(self):
        return len(self.name)


def main(n: int) -> int:
    xs = [n, n + 1, Tag("a")]
    i = 3 if n > 5 else 1
    xs[i] = n
    return xs[0] + xs[1]
