from functools import reduce
from itertools import accumulate, pairwise
import math

READINGS = [12.1, 12.4, 12.2, 15.9, 12.6, 12.8, 13.0, 8.1, 13.3, 13.5, 13.4, 13.9]


def moving_average(xs, n):
    sums = list(accumulate(xs))
    return [round((sums[i] - (sums[i - n] if i >= n else 0)) / n, 2) for i in range(n - 1, len(xs))]


def outliers(xs, k=2.0):
    mean = sum(xs) / len(xs)
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (len(xs) - 1))
    return [(i, x) for i, x in enumerate(xs) if abs(x - mean) > k * sd], mean, sd


def main():
    print("ma3:", moving_average(READINGS, 3))
    found, mean, sd = outliers(READINGS, 1.5)
    print(f"mean={mean:.3f} sd={sd:.3f}")
    for i, x in found:
        print(f"  outlier at {i}: {x}")
    deltas = [round(b - a, 1) for a, b in pairwise(READINGS)]
    print("deltas:", deltas)
    rising = max((len(list(g)) for g in runs(deltas)), default=0)
    print("longest rising run:", rising)
    product = reduce(lambda a, b: a * b, (1 + d / 100 for d in deltas), 1.0)
    print(f"compound: {product:.6f}")
    print("range:", min(READINGS), "to", max(READINGS), "span", f"{max(READINGS) - min(READINGS):.1f}")


def runs(deltas):
    current = []
    for d in deltas:
        if d > 0:
            current.append(d)
        else:
            if current:
                yield current
            current = []
    if current:
        yield current
