def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


def find_first(items, pred):
    i = 0
    while i < len(items):
        if pred(items[i]):
            break
        i += 1
    else:
        return None
    return i


def digits_reversed(n):
    out = 0
    while n:
        n, d = divmod(n, 10)
        out = out * 10 + d
    return out


def main():
    print([collatz(n) for n in range(1, 12)], max(range(1, 30), key=collatz))
    print(find_first([3, 8, 11, 4], lambda x: x > 9), find_first([1, 2], lambda x: x > 9))
    print(digits_reversed(12345), digits_reversed(1200), [n for n in range(10, 200) if n == digits_reversed(n)][:8])
    balance, years = 1000.0, 0
    while balance < 2000:
        balance *= 1.07
        years += 1
    print(years, round(balance, 2))
    return collatz(27)
