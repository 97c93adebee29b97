"""Flag outliers in server response times three ways: z-score, modified z-score and IQR."""
import statistics
from math import isclose

TIMES_MS = [112, 98, 105, 120, 101, 97, 430, 108, 115, 99, 102, 95, 890, 111, 104, 100, 118, 96, 250, 107]


def zscores(data):
    mu = statistics.mean(data)
    sigma = statistics.pstdev(data)
    return [(x - mu) / sigma for x in data]


def modified_z(data):
    med = statistics.median(data)
    mad = statistics.median(abs(x - med) for x in data)
    return [0.6745 * (x - med) / mad for x in data]


def iqr_bounds(data, k=1.5):
    q1, _, q3 = statistics.quantiles(data, n=4, method="inclusive")
    spread = q3 - q1
    return q1 - k * spread, q3 + k * spread


def describe(data):
    return {
        "n": len(data),
        "mean": round(statistics.mean(data), 2),
        "median": statistics.median(data),
        "mode": statistics.mode(data) if len(set(data)) < len(data) else None,
        "stdev": round(statistics.stdev(data), 2),
        "min..max": (min(data), max(data)),
    }


def main():
    print("all:", describe(TIMES_MS))
    zs = zscores(TIMES_MS)
    mz = modified_z(TIMES_MS)
    lo, hi = iqr_bounds(TIMES_MS)
    print(f"IQR fences: {lo:.2f} .. {hi:.2f}")
    print(f"{'idx':>3} {'ms':>5} {'z':>7} {'mod z':>7}  flags")
    flagged = set()
    for i, (x, z, m) in enumerate(zip(TIMES_MS, zs, mz)):
        flags = [name for name, hit in (("z", abs(z) > 2), ("mz", abs(m) > 3.5), ("iqr", not lo <= x <= hi)) if hit]
        if flags:
            flagged.add(i)
            print(f"{i:>3} {x:>5} {z:>7.2f} {m:>7.2f}  {'+'.join(flags)}")
    clean = [x for i, x in enumerate(TIMES_MS) if i not in flagged]
    print("cleaned:", describe(clean))
    print("p50/p90/p99:", [round(q, 1) for q in (statistics.quantiles(TIMES_MS, n=100)[k] for k in (49, 89, 98))])
    print("harmonic mean: %.3f, geometric mean: %.3f" % (statistics.harmonic_mean(TIMES_MS), statistics.geometric_mean(TIMES_MS)))
    print("z-scores sum to zero:", isclose(sum(zs), 0, abs_tol=1e-9))
    print("median_low/high of clean:", statistics.median_low(clean), statistics.median_high(clean))
    dist = statistics.NormalDist.from_samples(clean)
    print(f"normal fit: mu={dist.mean:.2f} sigma={dist.stdev:.2f}; P(t<120)={dist.cdf(120):.3f}")
    return sorted(flagged)


if __name__ == "__main__":
    main()
