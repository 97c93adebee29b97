def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1


def main() -> None:
    print(list(collatz(6)))
    lengths = {n: sum(1 for _ in collatz(n)) for n in range(1, 15)}
    longest = max(lengths, key=lambda n: (lengths[n], -n))
    print("longest under 15:", longest, lengths[longest])
    peak = max(collatz(27))
    print("peak of 27:", peak)
