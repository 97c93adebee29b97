"""Latency statistics for two endpoints with an ASCII histogram and comparison."""
import math
import statistics as st

SAMPLES_MS = {
    "/api/orders": [112, 98, 105, 130, 99, 101, 97, 250, 110, 104, 103, 99, 480, 102, 100, 108, 96, 115, 121, 99],
    "/api/users": [45, 47, 44, 52, 49, 46, 45, 44, 90, 48, 47, 43, 46, 45, 51, 44, 47, 46, 45, 300],
}
BUCKETS = [0, 50, 100, 150, 200, 300, 500]


def summary(values: list[int]) -> dict[str, float]:
    q = st.quantiles(values, n=100, method="inclusive")
    return {
        "n": len(values),
        "mean": st.fmean(values),
        "median": st.median(values),
        "mode": st.mode(values),
        "stdev": st.stdev(values),
        "pstdev": st.pstdev(values),
        "p90": q[89],
        "p95": q[94],
        "p99": q[98],
        "gmean": st.geometric_mean(values),
        "hmean": st.harmonic_mean(values),
    }


def histogram(values: list[int], width: int = 30) -> list[str]:
    counts = [0] * (len(BUCKETS) - 1)
    for v in values:
        for i in range(len(BUCKETS) - 1):
            if BUCKETS[i] <= v < BUCKETS[i + 1]:
                counts[i] += 1
                break
    peak = max(counts)
    lines = []
    for i, c in enumerate(counts):
        bar = "#" * math.ceil(c / peak * width) if c else ""
        lines.append(f"  [{BUCKETS[i]:>3},{BUCKETS[i + 1]:>4}) {c:>3} {bar}")
    return lines


def main():
    results = {}
    for endpoint, values in SAMPLES_MS.items():
        s = summary(values)
        results[endpoint] = s
        print(endpoint)
        for key, val in s.items():
            print(f"  {key:<7}{val:>10.2f}" if isinstance(val, float) else f"  {key:<7}{val:>10}")
        print("\n".join(histogram(values)))
        low, high = s["mean"] - 2 * s["stdev"], s["mean"] + 2 * s["stdev"]
        outliers = [v for v in values if not low <= v <= high]
        print(f"  outliers beyond 2 sigma: {outliers}")
        print(f"  quartiles: {st.quantiles(values)}")
        print(f"  multimode: {st.multimode(values)}, median_low/high: {st.median_low(values)}/{st.median_high(values)}")

    a, b = SAMPLES_MS.values()
    print(f"correlation: {st.correlation(a, b):+.4f}")
    slope, intercept = st.linear_regression(a, b)
    print(f"regression: users = {slope:.4f} * orders + {intercept:.2f}")
    ratio = results["/api/orders"]["median"] / results["/api/users"]["median"]
    print(f"orders is {ratio:.2f}x slower at the median")
    nd = st.NormalDist.from_samples(b[:-1])
    print(f"normal fit of users (no max): mu={nd.mean:.2f} sigma={nd.stdev:.2f} P(<50)={nd.cdf(50):.3f}")
    return round(ratio, 2)


if __name__ == "__main__":
    main()
