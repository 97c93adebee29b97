"""Role permissions as a set subclass, and a grid point as a tuple subclass."""


class Permissions(set):
    def __init__(self, *names):
        super().__init__(n.lower() for n in names)
        self.audit = []

    def grant(self, name):
        self.audit.append(("grant", name))
        self.add(name.lower())
        return self

    def allows(self, *names):
        return all(n.lower() in self for n in names)


class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))

    @property
    def x(self):
        return self[0]

    @property
    def y(self):
        return self[1]

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


def main():
    admin = Permissions("READ", "Write")
    admin.grant("Delete").grant("audit")
    viewer = Permissions("read")
    print(sorted(admin), len(admin), admin.allows("read", "DELETE"), viewer.allows("write"))
    print("subset:", viewer <= admin, viewer < admin, sorted(admin - viewer), type(admin - viewer).__name__)
    print("union:", sorted(admin | {"export"}), sorted(viewer & admin), admin.audit)
    admin.discard("audit")
    admin |= {"export"}
    print("after:", sorted(admin), type(admin).__name__, isinstance(admin, set), "export" in admin)
    print("eq:", viewer == {"read"}, Permissions() == set(), bool(Permissions()))
    try:
        {admin}
    except TypeError as e:
        print("TypeError:", e)

    start = Point(2, 3)
    path = [start]
    for dx, dy in [(1, 0), (0, 2), (-3, 1)]:
        path.append(path[-1].moved(dx, dy))
    print(path, path[-1].x, path[-1].y)
    print(start == (2, 3), start + (9,), type(start + (9,)).__name__, len(start), list(start))
    seen = {start: "origin", Point(3, 3): "east"}
    print(seen[(2, 3)], seen.get(Point(3, 3)), sorted(path), max(path, key=lambda p: p.y))
    x, y = path[2]
    print(x, y, start.count(2), start.index(3), hash(start) == hash((2, 3)))


if __name__ == "__main__":
    main()
