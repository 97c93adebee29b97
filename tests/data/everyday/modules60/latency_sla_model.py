"""Model request latencies as a normal distribution: SLA odds, percentiles, capacity sums."""
from statistics import NormalDist, StatisticsError
import statistics

SAMPLES_MS = [212, 198, 250, 231, 187, 240, 205, 226, 219, 263, 201, 244, 230, 215, 208]


def describe(name, dist):
    print(f"{name}: {dist}")
    print(f"  mean={dist.mean:.3f} median={dist.median} mode={dist.mode} stdev={dist.stdev:.4f} var={dist.variance:.2f}")


def main():
    fitted = NormalDist.from_samples(SAMPLES_MS)
    describe("fitted", fitted)
    print("P(latency <= 250ms) =", round(fitted.cdf(250), 6))
    print("P(latency > 300ms) =", 1 - fitted.cdf(300))
    print("density at mean:", fitted.pdf(fitted.mean))
    for p in (0.5, 0.9, 0.95, 0.99, 0.999, 0.01, 1e-9):
        print(f"  p{p}: {fitted.inv_cdf(p)!r}")
    print("quartiles:", fitted.quantiles())
    print("deciles:", [round(q, 3) for q in fitted.quantiles(n=10)])
    print("z of 260ms:", fitted.zscore(260))

    std = NormalDist()
    print(std, std.inv_cdf(0.975), std.cdf(1.959963984540054), std.pdf(0))
    # Two independent hops add; scaling converts units.
    hop_a, hop_b = NormalDist(120, 15), NormalDist(80, 20)
    total = hop_a + hop_b
    print("end to end:", total, "diff:", hop_a - hop_b)
    print("in seconds:", total / 1000, "doubled:", 2 * hop_a, hop_a * -1)
    print("shifted:", hop_a + 5, 5 + hop_a, 300 - hop_a, -hop_b, +hop_b)
    print("overlap:", hop_a.overlap(hop_b), hop_b.overlap(hop_a), hop_a.overlap(NormalDist(120, 15)))
    print("equal:", hop_a == NormalDist(120.0, 15.0), hop_a == hop_b, hop_a == 120, len({hop_a, NormalDist(120, 15)}))
    print("seeded draws:", [round(x, 6) for x in NormalDist(0, 1).samples(4, seed=2024)])
    for bad in (lambda: NormalDist(0, -1), lambda: std.inv_cdf(0), lambda: std.inv_cdf(1.5),
                lambda: NormalDist(3, 0).cdf(3), lambda: NormalDist(3, 0).pdf(3), lambda: NormalDist(3, 0).zscore(1),
                lambda: NormalDist.from_samples([5]), lambda: std.overlap(5), lambda: NormalDist(1, 0).overlap(std),
                lambda: NormalDist(2, 0).inv_cdf(0.5)):
        try:
            bad()
        except StatisticsError as e:
            print("StatisticsError:", e)
        except TypeError as e:
            print("TypeError:", e)
    print(isinstance(statistics.NormalDist(1, 2), statistics.NormalDist), type(std).__name__)
    return round(fitted.inv_cdf(0.95), 3)
