# Generators: generator functions with `yield`, generator expressions, sum/any/all over them.

N = 50000


def evens(limit: int):
    i = 0
    while i < limit:
        yield i
        i += 2


def running_sums(values):
    total = 0
    for v in values:
        total += v
        yield total


def main() -> int:
    total = 0
    for rounds in range(6):
        total += sum(x * x % 7 for x in evens(N))
        last = 0
        for s in running_sums(range(rounds, N, 3)):
            last = s
        total += last % 100000
        total += 1 if any(x > N - 3 for x in range(N)) else 0
        total += 1 if all(x >= 0 for x in evens(N)) else 0
    print(f"generators total {total}")
    return total
