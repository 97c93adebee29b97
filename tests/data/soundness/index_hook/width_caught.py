# `s.rjust(width)` pads by a width object's `__index__`: no `TypeError` to catch.
# expect: failed
# inputs: (0,), (1,), (4,), (-2,)
class Width:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> str:
    try:
        padded = "ab".rjust(Width(4))
    except TypeError:
        return ""
    assert len(padded) < 4
    return padded
