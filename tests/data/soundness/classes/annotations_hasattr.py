# A class body's annotations become its `__annotations__`, which its instances see; a class
# without any gives them none. Claiming the annotated class's instance lacks it is refuted.
# expect: failed
# inputs: (1,), (0,), (-4,), (9,)
class Point:
    x: int = 0

    def __init__(self, x):
        self.x = x


class Plain:
    def __init__(self, x):
        self.x = x


def main(n: int) -> int:
    assert not hasattr(Plain(n), "__annotations__")
    assert not hasattr(Point(n), "__annotations__"), "no annotations"
    return n
