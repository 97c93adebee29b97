"""Sieve primes, then report twin primes, prime gaps, Goldbach pairs and factorisations."""
from collections import Counter
from functools import reduce
from itertools import compress, pairwise
import bisect


def sieve(limit: int) -> list:
    flags = bytearray([1]) * (limit + 1)
    flags[0:2] = b"\x00\x00"
    for n in range(2, int(limit ** 0.5) + 1):
        if flags[n]:
            flags[n * n::n] = bytes(len(range(n * n, limit + 1, n)))
    return list(compress(range(limit + 1), flags))


def factorise(n: int, primes: list) -> Counter:
    factors = Counter()
    for p in primes:
        if p * p > n:
            break
        while n % p == 0:
            factors[p] += 1
            n //= p
    if n > 1:
        factors[n] += 1
    return factors


def show_factors(factors: Counter) -> str:
    return " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(factors.items()))


def main():
    primes = sieve(1000)
    print(f"{len(primes)} primes below 1000; last five {primes[-5:]}")
    twins = [(a, b) for a, b in pairwise(primes) if b - a == 2]
    print(f"{len(twins)} twin pairs, largest {twins[-1]}")
    gaps = Counter(b - a for a, b in pairwise(primes))
    print("gap histogram:", dict(sorted(gaps.items())))
    widest = max(pairwise(primes), key=lambda ab: ab[1] - ab[0])
    print("widest gap:", widest)
    prime_set = set(primes)
    for even in (28, 100, 998):
        pairs = [(p, even - p) for p in primes if p <= even // 2 and even - p in prime_set]
        print(f"{even} = {pairs[0][0]} + {pairs[0][1]}  ({len(pairs)} ways)")
    for n in (360, 997, 1001, 2 ** 10 - 1, 999_983 * 2):
        print(f"{n:>8,} = {show_factors(factorise(n, primes))}")
    print("primes in [500, 600):", bisect.bisect_left(primes, 600) - bisect.bisect_left(primes, 500))
    print("primorial(7) =", reduce(lambda a, b: a * b, primes[:7]))


if __name__ == "__main__":
    main()
