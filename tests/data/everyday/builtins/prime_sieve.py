def main() -> None:
    limit = 60
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for n in range(2, int(limit ** 0.5) + 1):
        if is_prime[n]:
            for multiple in range(n * n, limit + 1, n):
                is_prime[multiple] = False
    primes = [n for n, flag in enumerate(is_prime) if flag]
    print("primes:", primes)
    print("count:", len(primes), "sum:", sum(primes), "largest:", max(primes))
    gaps = [b - a for a, b in zip(primes, primes[1:])]
    print("max gap:", max(gaps), "after", primes[gaps.index(max(gaps))])
    twins = [(a, b) for a, b in zip(primes, primes[1:]) if b - a == 2]
    print("twins:", twins[:4], "...", len(twins))
    print("mod 6:", sorted({p % 6 for p in primes if p > 3}), "pow check:", [pow(2, p - 1, p) for p in primes[1:6]])
