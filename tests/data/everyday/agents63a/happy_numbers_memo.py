"""Classify happy, unhappy and narcissistic numbers with memoised digit maps."""
from functools import cache
from itertools import groupby


def digit_square_sum(n):
    return sum(int(d) ** 2 for d in str(n))


@cache
def is_happy(n, seen=frozenset()):
    if n == 1:
        return True
    if n in seen:
        return False
    return is_happy(digit_square_sum(n), seen | {n})


def chain(n):
    path = [n]
    while path[-1] != 1 and path[-1] not in path[:-1]:
        path.append(digit_square_sum(path[-1]))
    return path


def narcissistic(limit):
    for n in range(1, limit):
        digits = str(n)
        if n == sum(int(d) ** len(digits) for d in digits):
            yield n


def main():
    happy = [n for n in range(1, 101) if is_happy(n)]
    print(f"{len(happy)} happy numbers up to 100:", happy)
    for n in (7, 19, 4, 20):
        c = chain(n)
        print(f"{n:>3}: {' -> '.join(map(str, c))}{'  (happy)' if c[-1] == 1 else '  (cycle)'}")
    runs = [(k, len(list(g))) for k, g in groupby(range(1, 60), key=is_happy)]
    longest_sad = max(length for k, length in runs if not k)
    print("longest unhappy run below 60:", longest_sad)
    print("narcissistic < 10000:", list(narcissistic(10000)))
    pairs = [(n, n + 1) for n in range(1, 500) if is_happy(n) and is_happy(n + 1)]
    print("consecutive happy pairs:", pairs[:6], "...", len(pairs))
    primes = [n for n in happy if n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))]
    print("happy primes:", primes)
    cycle = chain(4)[:-1]
    print("the unhappy cycle:", cycle, "length", len(cycle), "sum", sum(cycle))
    return len(happy)


if __name__ == "__main__":
    main()
