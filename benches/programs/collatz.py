# A while-loop simulation: Collatz sequence lengths.

LIMIT = 60000


def collatz_length(n: int) -> int:
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def main() -> int:
    best = 0
    best_n = 1
    total = 0
    n = 1
    while n < LIMIT:
        length = collatz_length(n)
        total += length
        if length > best:
            best = length
            best_n = n
        n += 1
    print(f"longest below {LIMIT}: {best_n} with {best} steps")
    return best_n * 1000 + best + total % 1000
