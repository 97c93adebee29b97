# The twin of annotations_hasattr.py: an instance has `__annotations__` exactly when a class
# along its order annotates a name in its body (a base's count too).
# expect: proved
# inputs: (1,), (0,), (-4,), (9,)
class Point:
    x: int = 0

    def __init__(self, x):
        self.x = x


class Point3(Point):
    def __init__(self, x):
        super().__init__(x)


class Plain:
    def __init__(self, x):
        self.x = x


def main(n: int) -> int:
    assert not hasattr(Plain(n), "__annotations__")
    assert hasattr(Point(n), "__annotations__") and hasattr(Point3(n), "__annotations__")
    return n
