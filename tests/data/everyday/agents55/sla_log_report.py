"""Log-based SLA report: availability and latency percentiles per service."""
import re
from collections import defaultdict
from datetime import datetime

LOG = """\
2024-05-01T10:00:01Z svc=auth status=200 latency_ms=45
2024-05-01T10:00:02Z svc=auth status=200 latency_ms=52
2024-05-01T10:00:02Z svc=billing status=500 latency_ms=1200
2024-05-01T10:00:03Z svc=billing status=200 latency_ms=230
2024-05-01T10:00:05Z svc=auth status=503 latency_ms=3000
2024-05-01T10:00:07Z svc=search status=200 latency_ms=88
2024-05-01T10:00:08Z svc=search status=200 latency_ms=91
2024-05-01T10:00:09Z svc=search status=200 latency_ms=120
2024-05-01T10:00:11Z svc=billing status=200 latency_ms=210
malformed line here
2024-05-01T10:00:12Z svc=auth status=200 latency_ms=48
"""

PAIR = re.compile(r"(\w+)=(\S+)")
SLA = {"auth": (99.0, 100), "billing": (95.0, 500), "search": (99.5, 150)}


def percentile(values, q):
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def main():
    stats = defaultdict(lambda: {"ok": 0, "err": 0, "lat": []})
    skipped = 0
    first = last = None
    for line in LOG.splitlines():
        parts = line.split(" ", 1)
        try:
            ts = datetime.strptime(parts[0], "%Y-%m-%dT%H:%M:%SZ")
        except ValueError:
            skipped += 1
            continue
        first = first or ts
        last = ts
        fields = dict(PAIR.findall(parts[1]))
        s = stats[fields["svc"]]
        s["ok" if fields["status"].startswith("2") else "err"] += 1
        s["lat"].append(int(fields["latency_ms"]))
    print(f"window {(last - first).total_seconds():.0f}s, skipped {skipped} line(s)")
    for svc in sorted(stats):
        s = stats[svc]
        total = s["ok"] + s["err"]
        avail = 100 * s["ok"] / total
        p95 = percentile(s["lat"], 0.95)
        target_avail, target_p95 = SLA[svc]
        breaches = []
        if avail < target_avail:
            breaches.append(f"availability {avail:.1f}% < {target_avail}%")
        if p95 > target_p95:
            breaches.append(f"p95 {p95:.0f}ms > {target_p95}ms")
        status = "MET" if not breaches else "BREACHED: " + "; ".join(breaches)
        print(f"{svc:<8} n={total:<2} avail={avail:6.2f}% p50={percentile(s['lat'], .5):7.1f} p95={p95:7.1f} {status}")


if __name__ == "__main__":
    main()
