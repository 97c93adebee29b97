"""Check the birthday paradox by simulation against the exact probability."""
import math
import random
from functools import reduce


def exact(n, days=365):
    if n > days:
        return 1.0
    p_unique = reduce(lambda acc, k: acc * (days - k) / days, range(n), 1.0)
    return 1 - p_unique


def approx(n, days=365):
    return 1 - math.exp(-n * (n - 1) / (2 * days))


def simulate(n, trials, rng, days=365):
    hits = 0
    for _ in range(trials):
        seen = set()
        for _ in range(n):
            b = rng.randrange(days)
            if b in seen:
                hits += 1
                break
            seen.add(b)
    return hits / trials


def smallest_group(target, days=365):
    n = 1
    while exact(n, days) < target:
        n += 1
    return n


def main():
    rng = random.Random(365)
    print(f"{'n':>3} {'exact':>8} {'approx':>8} {'simulated':>10}")
    for n in (5, 10, 20, 23, 30, 40, 57, 70):
        sim = simulate(n, 400, rng)
        print(f"{n:>3} {exact(n):>8.4f} {approx(n):>8.4f} {sim:>10.3f}")
    for target in (0.5, 0.9, 0.99, 0.999):
        print(f"P >= {target}: {smallest_group(target)} people")
    print("with 12 'months' instead of days:", smallest_group(0.5, 12))
    pairs = math.comb(23, 2)
    print(f"23 people make {pairs} pairs; P(specific pair shares) = {1 / 365:.5f}")
    same_as_me = 1 - (364 / 365) ** 22
    print(f"P(someone shares MY birthday among 22 others) = {same_as_me:.4f}")
    ways = math.perm(365, 23)
    print(f"perm(365, 23) has {len(str(ways))} digits; ratio check {ways / 365 ** 23:.6f} vs {1 - exact(23):.6f}")
    group = [rng.randrange(365) for _ in range(30)]
    dupes = sorted({d for d in group if group.count(d) > 1})
    print("a sample group of 30 shares days:", dupes, "| math.prod:", math.prod([1, 2, 3, 4]))


if __name__ == "__main__":
    main()
