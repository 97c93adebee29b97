"""Classify numbers as perfect, abundant or deficient and follow aliquot sequences."""
from functools import lru_cache
from math import isqrt


@lru_cache(maxsize=None)
def divisor_sum(n):
    """Sum of proper divisors."""
    if n < 2:
        return 0
    total = 1
    for d in range(2, isqrt(n) + 1):
        if n % d == 0:
            total += d
            if d != n // d:
                total += n // d
    return total


def classify(n):
    s = divisor_sum(n)
    return "perfect" if s == n else "abundant" if s > n else "deficient"


def aliquot(n, limit=30, cap=10 ** 7):
    seq = [n]
    seen = {n: 0}
    while len(seq) < limit:
        nxt = divisor_sum(seq[-1])
        if nxt == 0:
            return seq + [0], "terminates"
        if nxt > cap:
            return seq + [nxt], "too large"
        if nxt in seen:
            period = len(seq) - seen[nxt]
            kind = {1: "perfect", 2: "amicable"}.get(period, f"sociable (period {period})")
            return seq + [nxt], f"cycle: {kind}"
        seen[nxt] = len(seq)
        seq.append(nxt)
    return seq, "unknown"


def main():
    counts = {"perfect": [], "abundant": [], "deficient": []}
    for n in range(1, 10001):
        counts[classify(n)].append(n)
    print("perfect up to 10000:", counts["perfect"])
    print(f"abundant: {len(counts['abundant'])}, first {counts['abundant'][:8]}")
    odd_abundant = next(n for n in counts["abundant"] if n % 2)
    print("first odd abundant:", odd_abundant, "sum", divisor_sum(odd_abundant))
    for start in (12, 95, 220, 1184, 12496, 138, 276):
        seq, verdict = aliquot(start)
        shown = " -> ".join(map(str, seq[:9])) + (" ..." if len(seq) > 9 else "")
        print(f"{start:>6}: {verdict:<22} {shown}")
    amicable = sorted({tuple(sorted((a, divisor_sum(a)))) for a in range(2, 10000)
                       if divisor_sum(a) != a and divisor_sum(divisor_sum(a)) == a})
    print("amicable pairs:", amicable)
    info = divisor_sum.cache_info()
    print(f"cache hits {info.hits > 0}, size {info.currsize >= 10000}")
    weird = [n for n in counts["abundant"][:60] if n in (70, 836)]
    print("weird numbers in range:", weird)


if __name__ == "__main__":
    main()
