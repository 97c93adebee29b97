# `vars(obj)[name] = value` sets the attribute in CPython (the namespace is live). clauz3's
# `vars(obj)` is a new dict, so the item assignment is refused rather than silently lost.
# expect: skipped
# inputs: (0,), (2,), (-7,), (11,)
class Point:
    def __init__(self, x):
        self.x = x


def main(n: int) -> int:
    p = Point(n)
    vars(p)["x"] = n + 5
    assert p.x == n + 5
    return p.x
