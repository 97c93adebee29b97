import statistics
from bisect import bisect_right
from collections import Counter

SCORES = {
    "Section A": [88, 92, 79, 65, 95, 71, 84, 90, 58, 77, 83, 99, 68, 74],
    "Section B": [55, 62, 70, 81, 49, 93, 87, 66, 72, 78, 60],
    "Section C": [91, 85, 89, 94, 76, 88, 97, 82, 80],
}
CUTOFFS = [60, 70, 80, 90]
LETTERS = "FDCBA"


def letter(score: int) -> str:
    return LETTERS[bisect_right(CUTOFFS, score)]


def histogram(values, lo=40, hi=100, width=10):
    bins = Counter((v - lo) // width for v in values)
    lines = []
    for b in range((hi - lo) // width):
        start = lo + b * width
        count = bins.get(b, 0)
        lines.append(f"  {start:3d}-{start + width - 1:<3d} {'█' * count}{' ' if count else ''}{count or ''}")
    return lines


def main():
    everyone = [s for scores in SCORES.values() for s in scores]
    print(f"{'section':<10}{'n':>3}{'mean':>7}{'med':>6}{'sd':>7}{'q1':>7}{'q3':>7}  grades")
    for name, scores in SCORES.items():
        q1, _, q3 = statistics.quantiles(scores, n=4)
        grades = Counter(map(letter, scores))
        dist = " ".join(f"{g}{grades[g]}" for g in reversed(LETTERS) if grades[g])
        print(f"{name:<10}{len(scores):>3}{statistics.mean(scores):>7.1f}{statistics.median(scores):>6}"
              f"{statistics.pstdev(scores):>7.2f}{q1:>7.2f}{q3:>7.2f}  {dist}")
    print("\nAll sections:")
    print("\n".join(histogram(everyone)))
    deciles = statistics.quantiles(everyone, n=10, method="inclusive")
    print("deciles:", ", ".join(f"{d:g}" for d in deciles))
    mu, sigma = statistics.mean(everyone), statistics.stdev(everyone)
    z = {s: (s - mu) / sigma for s in (49, 75, 99)}
    print("z-scores:", {k: round(v, 3) for k, v in z.items()})
    nd = statistics.NormalDist(mu, sigma)
    print(f"P(score < 60) ~ {nd.cdf(60):.3f}; 90th pct ~ {nd.inv_cdf(0.9):.1f}")
    top = sorted(((s, n) for n, ss in SCORES.items() for s in ss), reverse=True)[:3]
    print("top 3:", top)
    print("harmonic mean:", round(statistics.harmonic_mean(everyone), 2), "geometric:", round(statistics.geometric_mean(everyone), 2))
    return round(mu, 2)


if __name__ == "__main__":
    main()
