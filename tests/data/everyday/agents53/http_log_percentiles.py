"""Latency percentiles and status breakdown per endpoint from access log lines."""
import re
import statistics
from collections import defaultdict

LINES = [
    '10.0.0.1 - - [12/Mar/2024:10:00:01] "GET /api/items HTTP/1.1" 200 512 0.120',
    '10.0.0.2 - - [12/Mar/2024:10:00:02] "GET /api/items HTTP/1.1" 200 498 0.095',
    '10.0.0.1 - - [12/Mar/2024:10:00:03] "POST /api/items HTTP/1.1" 201 64 0.310',
    '10.0.0.3 - - [12/Mar/2024:10:00:04] "GET /api/items/7 HTTP/1.1" 404 0 0.011',
    '10.0.0.2 - - [12/Mar/2024:10:00:05] "GET /api/items HTTP/1.1" 500 0 1.502',
    '10.0.0.4 - - [12/Mar/2024:10:00:06] "GET /health HTTP/1.1" 200 2 0.002',
    '10.0.0.1 - - [12/Mar/2024:10:00:07] "GET /api/items HTTP/1.1" 200 530 0.140',
    '10.0.0.5 - - [12/Mar/2024:10:00:08] "GET /api/items/9 HTTP/1.1" 200 120 0.045',
    'garbage',
]

PATTERN = re.compile(r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\w+) (?P<path>\S+) [^"]+" (?P<status>\d{3}) (?P<size>\d+) (?P<secs>[\d.]+)')


def endpoint(path):
    return re.sub(r"/\d+(?=/|$)", "/{id}", path)


def pct(values, p):
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def main():
    stats = defaultdict(lambda: {"lat": [], "status": defaultdict(int), "bytes": 0})
    skipped = 0
    for line in LINES:
        m = PATTERN.match(line)
        if m is None:
            skipped += 1
            continue
        d = m.groupdict()
        key = f"{d['method']} {endpoint(d['path'])}"
        s = stats[key]
        s["lat"].append(float(d["secs"]) * 1000)
        s["status"][d["status"][0] + "xx"] += 1
        s["bytes"] += int(d["size"])
    print(f"skipped {skipped} line(s)")
    print(f"{'endpoint':<22}{'n':>3}{'p50':>9}{'p90':>9}{'max':>9}  status")
    for key in sorted(stats, key=lambda k: -len(stats[k]["lat"])):
        s = stats[key]
        lat = s["lat"]
        codes = " ".join(f"{c}:{n}" for c, n in sorted(s["status"].items()))
        print(f"{key:<22}{len(lat):>3}{pct(lat, 50):>9.1f}{pct(lat, 90):>9.1f}{max(lat):>9.1f}  {codes}")
    all_lat = [x for s in stats.values() for x in s["lat"]]
    print(f"overall median {statistics.median(all_lat):.1f}ms, mean {statistics.fmean(all_lat):.1f}ms")
    errors = sum(n for s in stats.values() for c, n in s["status"].items() if c == "5xx")
    print(f"error rate {errors / len(all_lat):.2%}; bytes served {sum(s['bytes'] for s in stats.values()):,}")


if __name__ == "__main__":
    main()
