"""GPS positions stored compactly with slots=True dataclasses."""
from dataclasses import asdict, astuple, dataclass, field


@dataclass(slots=True)
class Position:
    lat: float
    lon: float
    alt: float = 0.0


@dataclass(slots=True, frozen=True)
class Fix:
    pos: Position
    satellites: int = 4
    notes: tuple = field(default=())


def centroid(points):
    n = len(points)
    return Position(round(sum(p.lat for p in points) / n, 4), round(sum(p.lon for p in points) / n, 4))


def main():
    track = [Position(52.37, 4.89), Position(52.09, 5.12, 5.0), Position(51.92, 4.48)]
    print(centroid(track))
    print(Position.__slots__, Fix.__slots__, hasattr(track[0], "__dict__"))
    track[0].alt = 2.5
    try:
        track[0].speed = 30
    except AttributeError as e:
        print("AttributeError:", e)
    fix = Fix(track[1], 7, ("clear",))
    print(fix, astuple(fix))
    try:
        fix.satellites = 9
    except AttributeError as e:
        print(type(e).__name__, e)
    d = asdict(fix)
    d["pos"]["lat"] = 0
    print(d, track[1].lat)
    print(sorted(track, key=lambda p: p.lat)[0])
    return len(track)


if __name__ == "__main__":
    main()
