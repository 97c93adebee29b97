"""Read a small GPX track (as text), compute distance, elevation gain and pace splits."""
import math
import re
from datetime import datetime

GPX = """<?xml version="1.0"?>
<gpx version="1.1" creator="watch">
 <trk><name>Morning loop</name><trkseg>
  <trkpt lat="47.3769" lon="8.5417"><ele>408.0</ele><time>2024-05-04T06:30:00Z</time></trkpt>
  <trkpt lat="47.3791" lon="8.5450"><ele>411.5</ele><time>2024-05-04T06:31:20Z</time></trkpt>
  <trkpt lat="47.3820" lon="8.5489"><ele>420.2</ele><time>2024-05-04T06:32:55Z</time></trkpt>
  <trkpt lat="47.3851" lon="8.5521"><ele>431.0</ele><time>2024-05-04T06:34:40Z</time></trkpt>
  <trkpt lat="47.3874" lon="8.5490"><ele>428.4</ele><time>2024-05-04T06:36:02Z</time></trkpt>
  <trkpt lat="47.3860" lon="8.5440"><ele>415.9</ele><time>2024-05-04T06:37:30Z</time></trkpt>
  <trkpt lat="47.3822" lon="8.5401"><ele>409.3</ele><time>2024-05-04T06:39:05Z</time></trkpt>
  <trkpt lat="47.3771" lon="8.5415"><ele>407.8</ele><time>2024-05-04T06:41:10Z</time></trkpt>
 </trkseg></trk>
</gpx>"""

POINT = re.compile(
    r'<trkpt lat="(?P<lat>[-\d.]+)" lon="(?P<lon>[-\d.]+)"><ele>(?P<ele>[-\d.]+)</ele>'
    r"<time>(?P<time>[^<]+)</time></trkpt>"
)
EARTH_RADIUS_M = 6_371_000


def haversine(a, b):
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    dlat, dlon = lat2 - lat1, lon2 - lon1
    h = math.sin(dlat / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(dlon / 2) ** 2
    return 2 * EARTH_RADIUS_M * math.asin(math.sqrt(h))


def pace(seconds, metres):
    per_km = seconds / (metres / 1000)
    m, s = divmod(round(per_km), 60)
    return f"{m}:{s:02d}/km"


def main():
    name = re.search(r"<name>(.*?)</name>", GPX).group(1)
    pts = [
        (float(m["lat"]), float(m["lon"]), float(m["ele"]),
         datetime.fromisoformat(m["time"].replace("Z", "+00:00")))
        for m in POINT.finditer(GPX)
    ]
    dist = gain = loss = 0.0
    print(f"{name}: {len(pts)} points")
    print(f"{'seg':>3} {'metres':>8} {'secs':>5} {'pace':>9} {'dEle':>6}")
    for i, (a, b) in enumerate(zip(pts, pts[1:]), 1):
        d = haversine(a, b)
        secs = (b[3] - a[3]).total_seconds()
        de = b[2] - a[2]
        gain += max(de, 0)
        loss += max(-de, 0)
        dist += d
        print(f"{i:>3} {d:8.1f} {secs:5.0f} {pace(secs, d):>9} {de:+6.1f}")
    elapsed = pts[-1][3] - pts[0][3]
    print(f"distance {dist / 1000:.2f} km in {elapsed}, avg {pace(elapsed.total_seconds(), dist)}")
    print(f"elevation +{gain:.1f} m / -{loss:.1f} m, max {max(p[2] for p in pts):.1f} m")
    closed = haversine(pts[0], pts[-1]) < 50
    print("loop closed" if closed else "open route")
    return round(dist)


if __name__ == "__main__":
    main()
