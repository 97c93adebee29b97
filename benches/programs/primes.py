# Nested loops with integer arithmetic: trial division and a list sieve.

LIMIT = 200000
SIEVE_LIMIT = 1000000


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def count_trial(limit: int) -> int:
    count = 0
    for n in range(limit):
        if is_prime(n):
            count += 1
    return count


def sieve(limit: int) -> list[bool]:
    flags = [True] * (limit + 1)
    flags[0] = False
    flags[1] = False
    i = 2
    while i * i <= limit:
        if flags[i]:
            j = i * i
            while j <= limit:
                flags[j] = False
                j += i
        i += 1
    return flags


def main() -> int:
    trial = count_trial(LIMIT)
    flags = sieve(SIEVE_LIMIT)
    count = 0
    last = 0
    for n in range(len(flags)):
        if flags[n]:
            count += 1
            last = n
    print(f"trial {trial} sieve {count} last {last}")
    return trial * 1000003 + count + last
