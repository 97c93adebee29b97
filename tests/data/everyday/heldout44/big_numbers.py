def factorial(n):
    out = 1
    for k in range(2, n + 1):
        out *= k
    return out


def digit_sum(n):
    return sum(int(d) for d in str(n))


def collatz_len(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


def main():
    f50 = factorial(50)
    print(f50)
    print(len(str(f50)), digit_sum(f50), str(f50).count("0"), f50 % (10 ** 9 + 7))
    print(2 ** 64 - 1, -(2 ** 64) // 3, (-(2 ** 64)) % 3, pow(3, 200, 1000007), pow(2, -2))
    print(pow(7, -1, 13), 10 ** 18 + 1 == 1000000000000000001, int("9" * 30) + 1)
    print(max(range(1, 3000), key=collatz_len), collatz_len(27))
    print(f"{2 ** 100:,}", f"{2 ** 70:e}", float(2 ** 80), 2 ** 53 + 1.0, int(1e20))
    print(9007199254740993 == 9007199254740993.0, 10 ** 30 / 10 ** 10, 7 ** 77 // 7 ** 75)
    print(abs(-10 ** 25), divmod(-10 ** 25, 7), hex(2 ** 128 - 1))


if __name__ == "__main__":
    main()
