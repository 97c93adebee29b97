# Slicing, slice assignment and `del` of a slice read an `__index__` bound, as CPython does.
# expect: proved
# inputs: (0,), (5,), (-1,), (7,)
class Cut:
    def __init__(self, at: int) -> None:
        self.at = at

    def __index__(self) -> int:
        return self.at


def main(n: int) -> int:
    xs = [n, 1, 2]
    head = xs[: Cut(2)]
    assert head == [n, 1]
    assert "abc"[Cut(1) :] == "bc"
    xs[Cut(0) : Cut(1)] = [7, 8]
    assert xs == [7, 8, 1, 2]
    del xs[Cut(2) :]
    assert xs == [7, 8]
    return len(head)
