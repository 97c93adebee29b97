"""Route planning with frozen, ordered waypoints: hashing, sorting and replace()."""
import dataclasses
from dataclasses import dataclass, field


@dataclass(frozen=True, order=True)
class Waypoint:
    x: int
    y: int
    label: str = field(default="", compare=False)

    def dist(self, other):
        return abs(self.x - other.x) + abs(self.y - other.y)


@dataclass(unsafe_hash=True)
class Tile:
    row: int
    col: int
    terrain: str = field(default="grass", hash=False, compare=False)
    visits: int = field(default=0, hash=False)


def route_length(points):
    return sum(a.dist(b) for a, b in zip(points, points[1:]))


def main():
    points = [Waypoint(3, 4, "shop"), Waypoint(0, 0, "home"), Waypoint(3, 1), Waypoint(0, 0, "start")]
    unique = sorted(set(points))
    print(unique)
    print(route_length(unique), min(points), max(points).label)
    moved = dataclasses.replace(points[2], y=9, label="park")
    print(moved, moved > points[2], points[2])
    try:
        moved.x = 1
    except dataclasses.FrozenInstanceError as e:
        print("FrozenInstanceError:", e)
    try:
        dataclasses.replace(moved, z=1)
    except TypeError as e:
        print("TypeError:", e)
    board = {Tile(0, 0): "start", Tile(0, 1, "water"): "lake"}
    t = Tile(0, 1, "sand")
    print(board.get(t), t == Tile(0, 1), hash(t) == hash(Tile(0, 1, "rock")))
    t.visits += 1
    print(t, t == Tile(0, 1), t in board)
    print(dataclasses.astuple(moved), dataclasses.asdict(t))
    return len(unique)


if __name__ == "__main__":
    main()
