PAIRS = [(12, 18), (7, 13), (100, 75), (0, 5)]


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def lcm(*nums):
    out = 1
    for n in nums:
        out = out * n // gcd(out, n) if n else 0
    return out


def main() -> None:
    for a, b in PAIRS:
        print(f"gcd({a}, {b}) = {gcd(a, b)}")
    print("lcm 1..10:", lcm(*range(1, 11)))
    print("coprime:", [p for p in PAIRS if gcd(*p) == 1])
