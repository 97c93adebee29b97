"""Classes with `__slots__` read back their slot names, as a serializer walking them does."""
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

class Q(P):
    __slots__ = ["z"]

class R:
    __slots__ = "only"

class S(P):
    pass

def main():
    p = P(1, 2)
    print(P.__slots__, p.__slots__, Q.__slots__, R.__slots__, S.__slots__, type(Q.__slots__).__name__)
    print([getattr(p, n) for n in P.__slots__], hasattr(S(1, 2), "__dict__"), hasattr(p, "__dict__"))
    Q.__slots__.append("w")
    print(Q.__slots__, "x" in P.__slots__, len(P.__slots__))
    try:
        p.z = 3
    except AttributeError as e:
        print(e)
