def divisors(n):
    small = [d for d in range(1, int(n ** 0.5) + 1) if n % d == 0]
    return sorted(set(small + [n // d for d in small]))


def is_prime(n):
    return n > 1 and all(n % p for p in range(2, int(n ** 0.5) + 1))


def totient(n):
    result = n
    p = 2
    m = n
    while p * p <= m:
        if m % p == 0:
            while m % p == 0:
                m //= p
            result -= result // p
        p += 1
    if m > 1:
        result -= result // m
    return result


def main():
    print(f"{'n':>4} {'divs':>4} {'phi':>4} {'sigma':>6} kind")
    perfect = []
    for n in [1, 6, 12, 28, 29, 36, 97, 100]:
        ds = divisors(n)
        sigma = sum(ds)
        kind = "prime" if is_prime(n) else ("perfect" if sigma - n == n else "")
        if kind == "perfect":
            perfect.append(n)
        print(f"{n:>4} {len(ds):>4} {totient(n):>4} {sigma:>6} {kind}")
    print("perfect:", perfect, "primes<50:", sum(1 for k in range(50) if is_prime(k)))
    print(pow(3, 200, 1000), hex(255), bin(10), oct(64), 2 ** 100 % 97)
    return totient(360)
