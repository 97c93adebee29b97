"""Bucket HTTP response sizes on a log scale, with cumulative percentages."""
from bisect import bisect_left
from itertools import accumulate, pairwise
import math

SIZES = [
    512, 1_024, 880, 15_360, 2_048, 48_000, 96, 0, 1_900_000, 310, 7_777, 64_000,
    120_000, 4_096, 4_095, 250_000, 12, 700, 33_000, 2_500_000, 5_100, 16_384, 999, 1_536,
]
EDGES = [2 ** k for k in range(0, 24, 3)]  # 1B, 8B, 64B, ... 2MiB


def human(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024 or unit == "GiB":
            return f"{n:.0f}{unit}" if unit == "B" else f"{n:.1f}{unit}"
        n /= 1024
    raise AssertionError


def main():
    counts = [0] * (len(EDGES) + 1)
    for size in SIZES:
        counts[bisect_left(EDGES, size + 1) if size else 0] += 1
    labels = []
    bounds = [0] + EDGES + [math.inf]
    for lo, hi in pairwise(bounds):
        labels.append(f"[{human(lo)}, {'inf' if hi == math.inf else human(hi)})")
    cumulative = list(accumulate(counts))
    total = cumulative[-1]
    width = max(map(len, labels))
    for label, count, cum in zip(labels, counts, cumulative):
        bar = "█" * count
        print(f"{label:<{width}} {count:>3} {cum / total:7.1%} {bar}")
    mean = sum(SIZES) / len(SIZES)
    geo = math.exp(sum(math.log(s) for s in SIZES if s) / sum(1 for s in SIZES if s))
    ordered = sorted(SIZES)
    p95 = ordered[math.ceil(0.95 * len(ordered)) - 1]
    print(f"n={total} mean={human(mean)} geomean={human(geo)} p95={human(p95)} max={human(max(SIZES))}")
    big = [s for s in SIZES if s >= 1 << 20]
    print(f"{len(big)} responses >= 1 MiB account for {sum(big) / sum(SIZES):.1%} of bytes")


if __name__ == "__main__":
    main()
