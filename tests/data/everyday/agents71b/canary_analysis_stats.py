"""Compare canary vs baseline metrics and decide whether to promote the release."""
import statistics
from math import sqrt, isclose

BASELINE = {
    "latency_ms": [112, 108, 121, 99, 130, 115, 109, 118, 104, 122, 111, 117],
    "error_rate": [0.010, 0.012, 0.009, 0.011, 0.010, 0.013, 0.008, 0.010, 0.011, 0.012, 0.009, 0.010],
    "cpu_pct": [41, 44, 39, 46, 42, 40, 43, 45, 41, 44, 42, 43],
}
CANARY = {
    "latency_ms": [119, 125, 117, 131, 122, 128, 120, 135, 118, 126, 124, 129],
    "error_rate": [0.011, 0.010, 0.012, 0.009, 0.013, 0.011, 0.010, 0.012, 0.011, 0.010, 0.012, 0.011],
    "cpu_pct": [38, 40, 37, 41, 39, 38, 40, 42, 39, 38, 40, 41],
}
# metric: (direction where higher is worse?, max tolerated relative change)
CHECKS = {"latency_ms": (True, 0.05), "error_rate": (True, 0.20), "cpu_pct": (True, 0.10)}


def welch_t(a, b):
    ma, mb = statistics.fmean(a), statistics.fmean(b)
    va, vb = statistics.variance(a), statistics.variance(b)
    return (mb - ma) / sqrt(va / len(a) + vb / len(b))


def judge(metric, base, canary):
    higher_is_worse, tolerance = CHECKS[metric]
    mb, mc = statistics.mean(base), statistics.mean(canary)
    change = (mc - mb) / mb
    t = welch_t(base, canary)
    significant = abs(t) > 2.0
    worse = change > tolerance if higher_is_worse else change < -tolerance
    if worse and significant:
        verdict = "FAIL"
    elif worse:
        verdict = "MARGINAL"
    else:
        verdict = "PASS"
    return {"base": mb, "canary": mc, "change": change, "t": t, "verdict": verdict}


def main():
    results = {m: judge(m, BASELINE[m], CANARY[m]) for m in CHECKS}
    for metric, r in results.items():
        print(f"{metric:<11} base {r['base']:>8.4g} canary {r['canary']:>8.4g} "
              f"change {r['change']:+7.2%} t={r['t']:+.2f} -> {r['verdict']}")
    lat = CANARY["latency_ms"]
    print("canary latency: median", statistics.median(lat), "p-stdev", round(statistics.pstdev(lat), 3),
          "quartiles", statistics.quantiles(lat, n=4))
    print("mode of cpu:", statistics.mode(BASELINE["cpu_pct"]), "median_low/high:",
          statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]))
    corr = statistics.correlation(BASELINE["latency_ms"], BASELINE["cpu_pct"])
    print(f"latency~cpu correlation {corr:.3f}")
    fit = statistics.linear_regression(range(len(lat)), lat)
    print(f"canary latency trend {fit.slope:+.3f} ms/interval, intercept {fit.intercept:.2f}")
    print(isclose(statistics.fmean([0.1] * 10), 0.1), statistics.harmonic_mean([40, 60]))
    verdicts = [r["verdict"] for r in results.values()]
    decision = "ROLLBACK" if "FAIL" in verdicts else ("HOLD" if "MARGINAL" in verdicts else "PROMOTE")
    print("decision:", decision)
    try:
        statistics.stdev([1])
    except statistics.StatisticsError as e:
        print("StatisticsError:", e)
    return decision


if __name__ == "__main__":
    main()
