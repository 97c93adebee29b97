def gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return abs(a)


def main() -> None:
    pairs = [(12, 18), (17, 5), (100, 75), (0, 9), (-24, 36), (2**20, 6**5)]
    for a, b in pairs:
        g = gcd(a, b)
        lcm = abs(a * b) // g if g else 0
        print(f"gcd({a}, {b}) = {g:<6} lcm = {lcm}")
    fractions = [(6, 8), (10, 4), (9, 27), (7, 1)]
    reduced = [(n // gcd(n, d), d // gcd(n, d)) for n, d in fractions]
    print("reduced:", ["%d/%d" % f for f in reduced])
    print("inverse of 3 mod 11:", pow(3, -1, 11), "check:", 3 * pow(3, -1, 11) % 11, "big power:", pow(7, 222, 1000))
