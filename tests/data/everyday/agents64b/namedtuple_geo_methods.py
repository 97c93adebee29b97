"""GPS waypoints as typing.NamedTuple with methods, used to summarise a hike."""
import math
from typing import NamedTuple, Optional


class Waypoint(NamedTuple):
    name: str
    lat: float
    lon: float
    elevation: int = 0

    def distance_to(self, other: "Waypoint") -> float:
        r = 6371.0
        p1, p2 = math.radians(self.lat), math.radians(other.lat)
        dp = p2 - p1
        dl = math.radians(other.lon - self.lon)
        a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
        return 2 * r * math.asin(math.sqrt(a))

    def climb_to(self, other):
        return max(0, other.elevation - self.elevation)

    def __str__(self):
        return f"{self.name} ({self.lat:.3f}, {self.lon:.3f}) {self.elevation}m"


class Leg(NamedTuple):
    start: Waypoint
    end: Waypoint
    km: float
    climb: int

    @property
    def minutes(self):
        # Naismith's rule: 12 min per km plus 1 min per 10 m of ascent.
        return round(self.km * 12 + self.climb / 10)


def plan(points):
    legs = []
    for a, b in zip(points, points[1:]):
        legs.append(Leg(a, b, round(a.distance_to(b), 2), a.climb_to(b)))
    return legs


def highest(points) -> Optional[Waypoint]:
    return max(points, key=lambda p: p.elevation, default=None)


def main():
    route = [
        Waypoint("car park", 46.5580, 7.9060, 1034),
        Waypoint("bridge", 46.5652, 7.9155, 1180),
        Waypoint("hut", 46.5771, 7.9298, 1795),
        Waypoint("summit", 46.5840, 7.9421, 2351),
        Waypoint("lake", 46.5790, 7.9550),
    ]
    for leg in plan(route):
        print(f"{leg.start.name:>8} -> {leg.end.name:<8} {leg.km:5.2f} km +{leg.climb:>4} m  {leg.minutes:>3} min")
    legs = plan(route)
    print("total", round(sum(l.km for l in legs), 2), "km", sum(l.minutes for l in legs), "min")
    print(highest(route), "|", highest([]))
    top = route[3]
    print(top._fields, top._asdict()["elevation"], top._replace(elevation=2400).elevation)
    name, lat, *rest = top
    print(name, lat, rest, len(top), top[1:3], top.index(2351) if 2351 in top else -1)
    moved = Waypoint._make(["tmp", 0.0, 0.0, 0])
    print(repr(moved), Waypoint._field_defaults, moved == ("tmp", 0.0, 0.0, 0))
    print(sorted(route, key=lambda w: (w.elevation, w.name))[0].name, tuple.__len__(top))
    try:
        top.lat = 0
    except AttributeError as exc:
        print("AttributeError:", exc)
    try:
        Waypoint("x")
    except TypeError as exc:
        print("TypeError:", exc)


if __name__ == "__main__":
    main()
