"""Point classes whose class attributes are computed from the factory's arguments when the class is made."""
LIMIT = 4


def make(dims, label):
    class Oops(Exception):
        pass

    class Point:
        DIMS = dims
        NAME = label.upper() + "!"
        AXES = [c for c in "xyz"[:dims]]
        CAP = LIMIT * dims
        ORDER = sorted(["b", "a", "c"], key=lambda k: (k > "a") == (dims > 2))
        STEPS = tuple(i * dims for i in range(3))
        errors = (Oops, KeyError)
        origin_note = "o"

        def describe(self):
            return f"{self.NAME} {self.DIMS} {self.AXES} {Point.CAP}"

        def risky(self, key):
            try:
                if key == "bad":
                    raise Oops(key)
                return {}[key]
            except self.errors as e:
                return type(e).__name__

    class Point3(Point):
        DIMS = dims + 1

    return Point, Point3


def main():
    P2, Q2 = make(2, "plane")
    P3, Q3 = make(3, "space")
    print(P2().describe(), P3().describe(), Q3().describe())
    print(P2.DIMS, Q2.DIMS, hasattr(P2, "CAP"), P2.errors[1] is KeyError)
    P2.DIMS = 9
    print(P2.DIMS, P3.DIMS, Q2.DIMS, Q2().DIMS)
    print(P2().risky("bad"), P3().risky("k"))
    print(P2.ORDER, P3.ORDER, Q3.STEPS)
    return P3.CAP
