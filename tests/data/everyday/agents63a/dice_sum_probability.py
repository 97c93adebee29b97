"""Exact probabilities for dice sums (NdS, keep-highest, exploding) with Fractions and memoisation."""
from fractions import Fraction
from functools import lru_cache
from itertools import product
from collections import Counter


@lru_cache(maxsize=None)
def ways(n, sides, total):
    """Number of ways n dice with `sides` faces sum to `total`."""
    if n == 0:
        return 1 if total == 0 else 0
    if total < n or total > n * sides:
        return 0
    return sum(ways(n - 1, sides, total - face) for face in range(1, sides + 1))


def distribution(n, sides):
    denom = sides**n
    return {t: Fraction(ways(n, sides, t), denom) for t in range(n, n * sides + 1)}


def keep_highest(n, keep, sides):
    counts = Counter(sum(sorted(roll)[-keep:]) for roll in product(range(1, sides + 1), repeat=n))
    total = sides**n
    return {k: Fraction(v, total) for k, v in sorted(counts.items())}


def exploding_mean(sides, depth=6):
    """Expected value of a die that rerolls and adds on its maximum face, truncated at `depth`."""
    face_mean = Fraction(sides + 1, 2)
    return sum(face_mean * Fraction(1, sides) ** k for k in range(depth))


def expectation(dist):
    return sum(v * p for v, p in dist.items())


def main():
    d = distribution(2, 6)
    print("2d6:", " ".join(f"{t}:{p}" for t, p in d.items()))
    print("sum of probabilities:", sum(d.values()))
    at_least = sum(p for t, p in d.items() if t >= 10)
    print(f"P(2d6 >= 10) = {at_least} = {float(at_least):.4f}")
    three = distribution(3, 6)
    mode = max(three, key=three.get)
    print(f"3d6 mode {mode} (p={three[mode]}), mean {expectation(three)}")
    ability = keep_highest(4, 3, 6)
    mean = expectation(ability)
    print(f"4d6 keep 3: mean {mean} ~ {float(mean):.4f}; P(18) = {ability[18]}")
    bar_scale = 400
    for total in range(3, 19):
        p = ability.get(total, Fraction(0))
        print(f"  {total:>2} {float(p):7.3%} {'#' * round(p * bar_scale)}")
    print("exploding d6 mean ~", float(exploding_mean(6)), exploding_mean(6, 3))
    print("ways(10, 6, 35) =", ways(10, 6, 35), "cache:", ways.cache_info().currsize)
    return str(expectation(d))


if __name__ == "__main__":
    main()
