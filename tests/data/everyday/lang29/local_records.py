"""Records declared inside the function that uses them: a namedtuple and a small class."""
from collections import namedtuple


def summarize(rows):
    Point = namedtuple("Point", ["x", "y"])

    class Box:
        def __init__(self, points):
            self.points = points
            self.width = max(p.x for p in points) - min(p.x for p in points)

        def __repr__(self):
            return f"Box(width={self.width}, n={len(self.points)})"

    points = [Point(*row) for row in rows]
    box = Box(points)
    print(points[0], points[-1]._replace(y=0), box)
    print(vars(box)["width"], sorted(box.__dict__))
    return box


def main():
    box = summarize([(1, 2), (4, 6), (-2, 3)])
    print(box.width)
    box.label = "bounds"
    print(sorted(vars(box)), box.__dict__["label"])
    return box.width


if __name__ == "__main__":
    main()
