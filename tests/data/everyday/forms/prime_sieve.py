LIMIT = 60


def primes(limit):
    sieve = [True] * (limit + 1)
    sieve[0:2] = [False, False]
    for n in range(2, limit + 1):
        if sieve[n]:
            yield n
            sieve[n * n :: n] = [False] * len(sieve[n * n :: n])


def main() -> None:
    ps = list(primes(LIMIT))
    print(ps)
    twins = [(p, q) for p, q in zip(ps, ps[1:]) if q - p == 2]
    print("twins:", twins)
    for p in primes(LIMIT):
        if p > 40:
            print("first above 40:", p)
            break
    else:
        print("none above 40")
    print(sum(p for p in ps if p % 10 == 3))
