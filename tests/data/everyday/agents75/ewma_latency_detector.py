"""Streaming latency anomaly detector built from generator coroutines."""
import math
import re
from collections import deque

LOG = """\
2024-07-01T12:00:00Z GET /api/items 200 41ms
2024-07-01T12:00:01Z GET /api/items 200 44ms
2024-07-01T12:00:02Z POST /api/orders 201 120ms
2024-07-01T12:00:03Z GET /api/items 200 39ms
2024-07-01T12:00:04Z GET /api/items 200 47ms
2024-07-01T12:00:05Z GET /api/items 200 350ms
2024-07-01T12:00:06Z GET /api/items 500 12ms
2024-07-01T12:00:07Z GET /api/items 200 43ms
2024-07-01T12:00:08Z GET /api/items 200 46ms
2024-07-01T12:00:09Z GET /api/items 200 410ms
2024-07-01T12:00:10Z GET /api/items 200 390ms
2024-07-01T12:00:11Z GET /api/items 200 45ms
malformed line here
2024-07-01T12:00:12Z GET /api/items 200 42ms
"""

LINE = re.compile(r"^(?P<ts>\S+) (?P<method>[A-Z]+) (?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms$")


def parse(lines):
    for n, line in enumerate(lines, 1):
        m = LINE.match(line)
        if m is None:
            print(f"  ! skipping line {n}: {line!r}")
            continue
        yield {**m.groupdict(), "status": int(m["status"]), "ms": int(m["ms"])}


def only(records, method, path):
    yield from (r for r in records if r["method"] == method and r["path"] == path)


def detector(alpha=0.3, threshold=3.0, warmup=4):
    """Coroutine: send a latency, receive (ewma, z-score or None)."""
    mean = var = None
    seen = 0
    result = None
    while True:
        x = yield result
        seen += 1
        if mean is None:
            mean, var = float(x), 0.0
            result = (mean, None)
            continue
        std = math.sqrt(var)
        z = (x - mean) / std if std > 0 and seen > warmup else None
        if z is None or abs(z) < threshold:
            diff = x - mean
            mean += alpha * diff
            var = (1 - alpha) * (var + alpha * diff * diff)
        result = (mean, z)


def main():
    det = detector()
    next(det)
    alerts = []
    recent = deque(maxlen=3)
    for rec in only(parse(LOG.splitlines()), "GET", "/api/items"):
        if rec["status"] >= 500:
            print(f"{rec['ts'][11:19]} status {rec['status']} (not scored)")
            continue
        mean, z = det.send(rec["ms"])
        recent.append(z is not None and z >= 3.0)
        mark = ""
        if z is not None and z >= 3.0:
            mark = " <-- spike"
            alerts.append(rec["ts"])
        ztxt = "  n/a" if z is None else f"{z:5.1f}"
        print(f"{rec['ts'][11:19]} {rec['ms']:>4}ms ewma={mean:7.2f} z={ztxt}{mark}")
        if sum(recent) >= 2:
            print("   >>> sustained degradation in last 3 samples")
    det.close()
    print(f"{len(alerts)} spikes: {', '.join(a[11:19] for a in alerts)}")
    try:
        det.send(1)
    except StopIteration:
        print("detector closed")


if __name__ == "__main__":
    main()
