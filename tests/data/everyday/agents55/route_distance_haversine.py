"""Delivery route: haversine distances, nearest-neighbour tour and 2-opt improvement."""
import math

STOPS = {
    "Depot": (52.5200, 13.4050),
    "Mitte": (52.5310, 13.3847),
    "Kreuzberg": (52.4986, 13.4033),
    "Neukolln": (52.4811, 13.4350),
    "Pankow": (52.5693, 13.4010),
    "Spandau": (52.5351, 13.1973),
    "Kopenick": (52.4453, 13.5745),
}


def haversine(a, b, radius=6371.0):
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * radius * math.asin(math.sqrt(h))


def tour_length(tour):
    return sum(haversine(STOPS[a], STOPS[b]) for a, b in zip(tour, tour[1:]))


def nearest_neighbour(start):
    tour, left = [start], set(STOPS) - {start}
    while left:
        here = STOPS[tour[-1]]
        nxt = min(sorted(left), key=lambda s: haversine(here, STOPS[s]))
        tour.append(nxt)
        left.remove(nxt)
    return tour + [start]


def two_opt(tour):
    improved = True
    while improved:
        improved = False
        for i in range(1, len(tour) - 2):
            for j in range(i + 1, len(tour) - 1):
                candidate = tour[:i] + tour[i:j + 1][::-1] + tour[j + 1:]
                if tour_length(candidate) < tour_length(tour) - 1e-9:
                    tour, improved = candidate, True
    return tour


def main():
    nn = nearest_neighbour("Depot")
    print(f"nearest neighbour: {' > '.join(nn)} = {tour_length(nn):.2f} km")
    best = two_opt(nn)
    print(f"after 2-opt:       {' > '.join(best)} = {tour_length(best):.2f} km")
    for a, b in zip(best, best[1:]):
        d = haversine(STOPS[a], STOPS[b])
        print(f"  {a:>9} -> {b:<9} {d:6.2f} km {'~' * round(d)}")
    far = max(STOPS, key=lambda s: haversine(STOPS["Depot"], STOPS[s]))
    print(f"farthest from depot: {far} ({math.hypot(3, 4):.0f}, {math.degrees(math.pi):.0f})")


if __name__ == "__main__":
    main()
