"""Summarise request latencies per endpoint with the statistics module."""
import statistics
from collections import defaultdict

SAMPLES = """
GET /api/users 120
GET /api/users 95
GET /api/users 130
GET /api/users 95
POST /api/orders 340
POST /api/orders 310
POST /api/orders 295
GET /api/users 88
GET /health 3
GET /health 2
GET /health 2
POST /api/orders 1200
GET /api/items 45
GET /api/items 51
GET /api/items 47
GET /api/items 60
GET /api/items 45
"""


def load(text):
    groups = defaultdict(list)
    for line in text.strip().splitlines():
        method, path, ms = line.split()
        groups[f"{method} {path}"].append(int(ms))
    return groups


def summary(values):
    out = {
        "n": len(values),
        "mean": statistics.mean(values),
        "median": statistics.median(values),
        "mode": statistics.mode(values),
    }
    if len(values) >= 2:
        out["stdev"] = statistics.stdev(values)
        out["p_quart"] = statistics.quantiles(values, n=4)
    return out


def main():
    groups = load(SAMPLES)
    for name in sorted(groups):
        values = groups[name]
        s = summary(values)
        line = f"{name:<20} n={s['n']:>2} mean={s['mean']:>8.2f} median={s['median']:>6} mode={s['mode']}"
        if "stdev" in s:
            line += f" stdev={s['stdev']:.2f} quartiles={[round(q, 1) for q in s['p_quart']]}"
        print(line)

    everything = [v for vals in groups.values() for v in vals]
    print("overall mean:", round(statistics.fmean(everything), 3))
    print("median_low/high:", statistics.median_low(everything), statistics.median_high(everything))
    print("pstdev:", round(statistics.pstdev(everything), 3))
    print("pvariance:", round(statistics.pvariance(everything), 3))
    print("multimode:", statistics.multimode(everything))
    print("deciles:", statistics.quantiles(everything, n=10, method="inclusive"))
    print("harmonic:", round(statistics.harmonic_mean([2, 3, 6]), 6))
    print("geometric:", round(statistics.geometric_mean([1, 10, 100]), 6))
    print("median grouped:", statistics.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))

    for bad in ([], [7]):
        try:
            print(statistics.stdev(bad))
        except statistics.StatisticsError as err:
            print("StatisticsError:", err)
    try:
        statistics.mean([])
    except statistics.StatisticsError as err:
        print("StatisticsError:", err)

    slow = {k: v for k, v in groups.items() if statistics.median(v) > 100}
    print("slow endpoints:", sorted(slow))


if __name__ == "__main__":
    main()
