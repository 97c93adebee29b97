def main() -> None:
    waits = [12, 3, 45, 7, 7, 30, 2, 18, 60, 5]
    waits_sorted = sorted(waits)
    n = len(waits_sorted)

    def percentile(p: float) -> float:
        k = (n - 1) * p
        lo = int(k)
        hi = min(lo + 1, n - 1)
        return waits_sorted[lo] + (waits_sorted[hi] - waits_sorted[lo]) * (k - lo)

    for p in (0.5, 0.9, 0.99):
        print(f"p{int(p * 100):<3}{percentile(p):>8.2f}")
    print("mean %.2f min %d max %d" % (sum(waits) / n, min(waits), max(waits)))
    slow = [w for w in waits if w > 20]
    print("slow:", slow, "share: {:.0%}".format(len(slow) / n))
    print("buckets:", {label: len([w for w in waits if lo <= w < hi]) for label, lo, hi in (("<10", 0, 10), ("10-30", 10, 30), (">=30", 30, 10**9))})
