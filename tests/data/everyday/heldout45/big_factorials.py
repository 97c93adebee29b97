import math


def digit_sum(n):
    return sum(int(d) for d in str(n))


def trailing_zeros(n):
    count = 0
    while n % 10 == 0:
        n //= 10
        count += 1
    return count


def main():
    for n in (10, 25, 50, 100):
        f = math.factorial(n)
        text = str(f)
        print(f"{n:>3}! has {len(text):>3} digits, digit sum {digit_sum(f):>4}, "
              f"{trailing_zeros(f)} trailing zeros")
    big = 2 ** 200 - 1
    print(big)
    print(f"{big:,}")
    print(hex(big)[:20], oct(big)[-8:], bin(big).count("1"))
    print(big.bit_length(), (big + 1).bit_length())
    print(math.comb(60, 30), math.perm(20, 5))
    print(math.gcd(2 ** 64, 6 ** 30), math.lcm(12, 18, 40))
    print(pow(3, 1000, 10 ** 9 + 7), pow(7, -1, 13))
    q, r = divmod(-(10 ** 30) - 7, 10 ** 12)
    print(q, r)
    print(math.isqrt(10 ** 40 + 12345), int("1" * 40) % 97)
    return digit_sum(math.factorial(30))


if __name__ == "__main__":
    main()
