"""Interpolate tide heights between high/low water readings and flag safe launch windows."""
import bisect
import math
from datetime import datetime, timedelta

READINGS = """
2026-06-01 02:14 H 4.62
2026-06-01 08:31 L 0.41
2026-06-01 14:40 H 4.38
2026-06-01 20:52 L 0.77
2026-06-02 03:01 H 4.55
2026-06-02 09:17 L 0.52
"""


def parse(text):
    points = []
    for line in text.strip().splitlines():
        day, clock, kind, height = line.split()
        when = datetime.strptime(f"{day} {clock}", "%Y-%m-%d %H:%M")
        points.append((when, kind, float(height)))
    return points


def height_at(points, when):
    """Rule-of-cosine interpolation between the surrounding turning points."""
    times = [p[0] for p in points]
    i = bisect.bisect_right(times, when)
    if i == 0 or i == len(points):
        raise ValueError(f"{when:%Y-%m-%d %H:%M} is outside the table")
    (t0, _, h0), (t1, _, h1) = points[i - 1], points[i]
    fraction = (when - t0) / (t1 - t0)
    return h0 + (h1 - h0) * (1 - math.cos(math.pi * fraction)) / 2


def windows(points, start, end, step, minimum):
    """Yield (from, to) spans where the water is at least `minimum` deep."""
    opened = None
    when = start
    while when <= end:
        deep = height_at(points, when) >= minimum
        if deep and opened is None:
            opened = when
        elif not deep and opened is not None:
            yield opened, when - step
            opened = None
        when += step
    if opened is not None:
        yield opened, end


def main():
    points = parse(READINGS)
    print(f"{len(points)} turning points, range {min(p[2] for p in points):.2f}"
          f"..{max(p[2] for p in points):.2f} m")
    start = datetime(2026, 6, 1, 3, 0)
    print(f"{'time':>6} {'height':>7}  bar")
    for hour in range(0, 24, 2):
        when = start + timedelta(hours=hour)
        h = height_at(points, when)
        bar = "#" * round(h * 4)
        print(f"{when:%H:%M} {h:7.3f}  {bar}")
    print()
    step = timedelta(minutes=15)
    for lo, hi in windows(points, start, datetime(2026, 6, 2, 8, 0), step, 3.0):
        span = hi - lo
        hours, rest = divmod(int(span.total_seconds()), 3600)
        print(f"launch window {lo:%d %b %H:%M} -> {hi:%H:%M} ({hours}h{rest // 60:02d}m)")
    try:
        height_at(points, datetime(2026, 5, 31, 23, 0))
    except ValueError as exc:
        print("error:", exc)
    ranges = [abs(a[2] - b[2]) for a, b in zip(points, points[1:])]
    print("tidal ranges:", ", ".join(f"{r:+.2f}" for r in ranges))
    print(f"mean range {sum(ranges) / len(ranges):.3f} m, spring-ish: {max(ranges) > 4.0}")


if __name__ == "__main__":
    main()
