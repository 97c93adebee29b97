import math


def sieve(limit):
    flags = [True] * (limit + 1)
    flags[0:2] = [False, False]
    for n in range(2, math.isqrt(limit) + 1):
        if flags[n]:
            flags[n * n::n] = [False] * len(range(n * n, limit + 1, n))
    return [i for i, ok in enumerate(flags) if ok]


def factorize(n):
    factors = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors[d] = factors.get(d, 0) + 1
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        factors[n] = factors.get(n, 0) + 1
    return factors


def show_factors(factors):
    sup = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
    return " × ".join(p if e == 1 else p + str(e).translate(sup) for p, e in
                      ((str(p), e) for p, e in sorted(factors.items())))


def main():
    primes = sieve(100)
    print(len(primes), primes[-5:])
    twins = [(p, q) for p, q in zip(primes, primes[1:]) if q - p == 2]
    print("twins:", twins[:6])
    for n in (360, 97, 1001, 2 ** 20 - 1, 600851475143):
        print(f"{n:>14,} = {show_factors(factorize(n))}")
    gaps = {}
    for p, q in zip(primes, primes[1:]):
        gaps[q - p] = gaps.get(q - p, 0) + 1
    print(dict(sorted(gaps.items())))
    goldbach = {n: next((p, n - p) for p in primes if n - p in primes) for n in range(4, 30, 6)}
    print(goldbach)
    return sum(sieve(10000))


if __name__ == "__main__":
    main()
