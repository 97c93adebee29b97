def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if is_prime[i]:
            is_prime[i * i::i] = [False] * len(range(i * i, limit + 1, i))
    return [i for i, p in enumerate(is_prime) if p]


def factorize(n):
    factors = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors[d] = factors.get(d, 0) + 1
            n //= d
        d += 1
    if n > 1:
        factors[n] = factors.get(n, 0) + 1
    return factors


def fmt_factors(f):
    return " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(f.items()))


def main():
    primes = sieve(100)
    print(len(primes), primes[:10], primes[-3:])
    twins = [(a, b) for a, b in zip(primes, primes[1:]) if b - a == 2]
    print("twin primes:", twins[:6])
    gaps = [b - a for a, b in zip(primes, primes[1:])]
    print("max gap:", max(gaps), "at", primes[gaps.index(max(gaps))])
    for n in (360, 97, 1001, 2**10 * 3**4, 600851475143):
        print(f"{n} = {fmt_factors(factorize(n))}")
    for n in range(90, 100):
        for p in primes:
            if p * p > n:
                print(n, "is prime")
                break
            if n % p == 0:
                break
        else:
            print("never reached")
    goldbach = {n: next((p, n - p) for p in primes if (n - p) in primes) for n in range(4, 30, 4)}
    print(goldbach)


if __name__ == "__main__":
    main()
