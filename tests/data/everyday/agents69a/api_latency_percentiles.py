"""API latency report: per-endpoint percentiles, SLO breaches and a text histogram."""
from collections import defaultdict
import statistics
import math

SAMPLES = """
GET /users 42
GET /users 38
GET /users 51
GET /users 47
GET /users 390
POST /orders 120
POST /orders 135
POST /orders 98
POST /orders 1500
POST /orders 142
POST /orders 131
GET /health 2
GET /health 3
GET /health 2
GET /health 2
DELETE /orders/1 75
GET /reports 2200
GET /reports 1800
GET /reports 2650
"""

SLO_MS = {"/users": 100, "/orders": 250, "/health": 10, "/reports": 2000}


def percentile(sorted_values, p):
    if not sorted_values:
        raise ValueError("no data")
    k = (len(sorted_values) - 1) * p / 100
    lo, hi = math.floor(k), math.ceil(k)
    if lo == hi:
        return float(sorted_values[int(k)])
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def route_of(path):
    parts = path.strip("/").split("/")
    return "/" + parts[0]


def histogram(values, buckets=(10, 50, 100, 250, 1000, 5000)):
    counts = [0] * (len(buckets) + 1)
    for v in values:
        for i, edge in enumerate(buckets):
            if v <= edge:
                counts[i] += 1
                break
        else:
            counts[-1] += 1
    labels = [f"<={b}" for b in buckets] + [f">{buckets[-1]}"]
    return list(zip(labels, counts))


def main():
    by_endpoint = defaultdict(list)
    for line in SAMPLES.split("\n"):
        if not line.strip():
            continue
        method, path, ms = line.split()
        by_endpoint[(method, path)].append(int(ms))
    print(f"{'endpoint':<20}{'n':>3}{'p50':>8}{'p90':>8}{'p99':>8}{'max':>6}  SLO")
    all_values = []
    for (method, path), values in sorted(by_endpoint.items(), key=lambda kv: kv[0][1]):
        values.sort()
        all_values.extend(values)
        slo = SLO_MS.get(route_of(path))
        breaches = sum(v > slo for v in values) if slo else 0
        status = "n/a" if slo is None else ("OK" if not breaches else f"{breaches} over {slo}")
        print(f"{method + ' ' + path:<20}{len(values):>3}{percentile(values, 50):>8.1f}"
              f"{percentile(values, 90):>8.1f}{percentile(values, 99):>8.1f}{values[-1]:>6}  {status}")
    all_values.sort()
    print(f"overall mean {statistics.mean(all_values):.1f}ms, median {statistics.median(all_values)}ms")
    print("stats quantiles:", [round(q, 1) for q in statistics.quantiles(all_values, n=10)])
    print("inclusive:", statistics.quantiles(all_values, n=4, method="inclusive"))
    peak = max(histogram(all_values), key=lambda lc: lc[1])
    for label, count in histogram(all_values):
        print(f"  {label:>6} | {'=' * count}{' <' if (label, count) == peak else ''}")
    geo = statistics.geometric_mean(all_values)
    print(f"geometric mean {geo:.2f}, harmonic {statistics.harmonic_mean(all_values):.2f}")
    try:
        percentile([], 50)
    except ValueError as e:
        print("empty:", e)
    return len(all_values)


if __name__ == "__main__":
    main()
