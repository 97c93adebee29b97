"""Order a warehouse pick list by aisle serpentine and compare with nearest-neighbour routing."""
import re
from itertools import permutations

LOCATION = re.compile(r"^(?P<aisle>[A-Z])(?P<bay>\d{2})-(?P<level>[1-4])$")
PICKS = ["C07-2", "A03-1", "B12-4", "A10-3", "C01-1", "B02-2", "D05-1", "A03-2", "D11-3"]


class Location:
    def __init__(self, code):
        m = LOCATION.match(code)
        if not m:
            raise ValueError(f"bad location {code}")
        self.code = code
        self.aisle = ord(m["aisle"]) - ord("A")
        self.bay = int(m["bay"])
        self.level = int(m["level"])

    @property
    def xy(self):
        return self.aisle * 4, self.bay

    def __repr__(self):
        return self.code


def distance(a, b):
    (ax, ay), (bx, by) = a.xy, b.xy
    if ax == bx:
        return abs(ay - by)
    # Change aisles via the front (bay 0) or back (bay 14) cross aisle, whichever is shorter.
    return abs(ax - bx) + min(ay + by, (14 - ay) + (14 - by))


def route_length(route, depot):
    stops = [depot, *route, depot]
    return sum(distance(a, b) for a, b in zip(stops, stops[1:]))


def serpentine(locs):
    def key(l):
        return (l.aisle, l.bay if l.aisle % 2 == 0 else -l.bay, l.level)
    return sorted(locs, key=key)


def nearest_neighbour(locs, depot):
    left = list(locs)
    route, cur = [], depot
    while left:
        nxt = min(left, key=lambda l: (distance(cur, l), l.code))
        left.remove(nxt)
        route.append(nxt)
        cur = nxt
    return route


def main():
    locs = [Location(c) for c in PICKS]
    depot = Location("A00-1")
    for name, route in (("as listed", locs), ("serpentine", serpentine(locs)),
                        ("nearest", nearest_neighbour(locs, depot))):
        print(f"{name:<11} {route_length(route, depot):>4}  {route}")
    small = locs[:5]
    best = min(permutations(small), key=lambda r: (route_length(r, depot), [l.code for l in r]))
    print("optimal first five:", list(best), route_length(best, depot))
    try:
        Location("E5-9")
    except ValueError as e:
        print(e)
    per_aisle = {}
    for l in locs:
        per_aisle.setdefault(chr(65 + l.aisle), []).append(l.bay)
    print({a: sorted(b) for a, b in sorted(per_aisle.items())})


if __name__ == "__main__":
    main()
