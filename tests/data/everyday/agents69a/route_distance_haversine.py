"""Delivery route legs: haversine distances, bearings, ETA per leg and a total itinerary."""
import math
from datetime import datetime, timedelta
from itertools import pairwise

STOPS = [
    ("Depot", 52.5200, 13.4050, 0),
    ("Potsdam", 52.3906, 13.0645, 15),
    ("Brandenburg", 52.4125, 12.5316, 20),
    ("Magdeburg", 52.1205, 11.6276, 30),
    ("Wolfsburg", 52.4227, 10.7865, 10),
    ("Hanover", 52.3759, 9.7320, 25),
]
EARTH_KM = 6371.0088
AVG_KMH = 72


def haversine(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dphi = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dphi / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_KM * math.asin(math.sqrt(a))


def bearing(lat1, lon1, lat2, lon2):
    p1, p2 = map(math.radians, (lat1, lat2))
    dl = math.radians(lon2 - lon1)
    x = math.sin(dl) * math.cos(p2)
    y = math.cos(p1) * math.sin(p2) - math.sin(p1) * math.cos(p2) * math.cos(dl)
    return (math.degrees(math.atan2(x, y)) + 360) % 360


def compass(deg):
    points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    return points[round(deg / 45) % 8]


def main():
    clock = datetime(2024, 7, 1, 7, 30)
    total_km = 0.0
    print(f"{'from':<12}{'to':<12}{'km':>7}{'dir':>5}{'arrive':>8}{'leave':>8}")
    for (a, la, lo, _), (b, lb, lob, stop_min) in pairwise(STOPS):
        km = haversine(la, lo, lb, lob)
        total_km += km
        clock += timedelta(hours=km / AVG_KMH)
        arrive = clock
        clock += timedelta(minutes=stop_min)
        print(f"{a:<12}{b:<12}{km:>7.1f}{compass(bearing(la, lo, lb, lob)):>5}"
              f"{arrive.strftime('%H:%M'):>8}{clock.strftime('%H:%M'):>8}")
    print(f"total {total_km:.1f} km, finish {clock:%H:%M}, elapsed {clock - datetime(2024, 7, 1, 7, 30)}")
    depot, last = STOPS[0], STOPS[-1]
    direct = haversine(depot[1], depot[2], last[1], last[2])
    print(f"direct {direct:.1f} km, detour factor {total_km / direct:.3f}")
    far = max(STOPS[1:], key=lambda s: haversine(depot[1], depot[2], s[1], s[2]))
    print("farthest from depot:", far[0])
    print("bearing due east:", round(bearing(0, 0, 0, 1), 6), compass(359.9), compass(22.4), compass(22.6))
    lat, lon = depot[1], depot[2]
    d, m = divmod(abs(lat) * 60, 60)
    print(f"depot {int(d)}°{m:05.2f}'N  {lon:.4f}E  pi={math.pi:.5f} tau={math.tau:.3f} e={math.e:.4f}")
    print(math.dist((0, 0), (3, 4)), math.degrees(math.pi / 6), math.copysign(2, -0.0), math.fsum([0.1] * 10))
    return round(total_km, 1)


if __name__ == "__main__":
    main()
