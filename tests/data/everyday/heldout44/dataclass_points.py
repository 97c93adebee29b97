from dataclasses import dataclass, field


@dataclass
class Point:
    x: float
    y: float

    def dist(self, other):
        return ((self.x - other.x) ** 2 + (self.y - other.y) ** 2) ** 0.5


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"


@dataclass
class Route:
    name: str
    stops: list = field(default_factory=list)

    def length(self):
        return sum(a.dist(b) for a, b in zip(self.stops, self.stops[1:]))


def main():
    r = Route("loop")
    for x, y in [(0, 0), (3, 4), (3, 0), (0, 0)]:
        r.stops.append(Point(x, y))
    print(r.name, len(r.stops), r.length())
    print(r.stops[1], r.stops[0] == Point(0, 0), r.stops[0] == Point(0, 1))
    vs = [Version(1, 2), Version(1, 10, 1), Version(0, 9, 9), Version(1)]
    print(sorted(vs))
    print(", ".join(str(v) for v in sorted(vs, reverse=True)), max(vs), Version(1) < Version(1, 0, 1))
    empty = Route("empty")
    print(empty, empty.length())


if __name__ == "__main__":
    main()
