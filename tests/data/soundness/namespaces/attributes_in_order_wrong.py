# As attributes_in_order.py, but the assertion takes the value the attribute had before it was
# assigned again: false for every input but 0.
# expect: failed
# inputs: (0,), (3,), (-2,), (9,)
class Box:
    def __init__(self, width, depth):
        self.width = width
        self.depth = depth
        self.label = "box"


def main(n: int) -> int:
    b = Box(n, n + 1)
    b.width = n * 2
    fields = vars(b)
    assert list(fields) == ["width", "depth", "label"]
    assert fields["width"] == n
    return len(fields)
