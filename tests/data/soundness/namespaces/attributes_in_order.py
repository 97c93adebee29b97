# `vars(obj)` holds an instance's attributes in the order they were first set, a later
# assignment keeping its place and a deleted one coming back last, with the values read now.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)
class Box:
    def __init__(self, width, depth):
        self.width = width
        self.depth = depth
        self.label = "box"


def main(n: int) -> int:
    b = Box(n, n + 1)
    b.width = n * 2
    del b.depth
    b.depth = n - 1
    fields = vars(b)
    assert list(fields) == ["width", "label", "depth"]
    assert fields["width"] == 2 * n and fields["depth"] == n - 1
    assert sorted(b.__dict__) == ["depth", "label", "width"]
    return len(fields)
