from fractions import Fraction
from math import floor, gcd, lcm

PARTNERS = {"Ana": 3, "Bruno": 2, "Chen": 2, "Dara": 1}
POT_CENTS = 100_001  # 1000.01 to distribute


def largest_remainder(total: int, weights: dict[str, int]) -> dict[str, int]:
    wsum = sum(weights.values())
    exact = {k: Fraction(total * w, wsum) for k, w in weights.items()}
    floors = {k: floor(v) for k, v in exact.items()}
    leftover = total - sum(floors.values())
    order = sorted(exact, key=lambda k: (-(exact[k] - floors[k]), k))
    for k in order[:leftover]:
        floors[k] += 1
    return floors


def main():
    shares = {k: Fraction(w, sum(PARTNERS.values())) for k, w in PARTNERS.items()}
    for name, share in shares.items():
        print(f"{name:<6} {str(share):>5} = {float(share):.4f}")
    print("shares sum to one:", sum(shares.values()) == 1)
    alloc = largest_remainder(POT_CENTS, PARTNERS)
    for name, cents in alloc.items():
        print(f"{name:<6} {cents // 100}.{cents % 100:02d}")
    print("allocated:", sum(alloc.values()), "of", POT_CENTS)
    f = Fraction("0.125") + Fraction(1, 3)
    print("f =", f, "numerator", f.numerator, "denominator", f.denominator)
    print("limit_denominator:", Fraction(3.14159265).limit_denominator(1000))
    print("as_integer_ratio:", (0.75).as_integer_ratio(), Fraction(6, 8).as_integer_ratio())
    print("gcd/lcm:", gcd(84, 36), lcm(4, 6, 10))
    print("mixed:", divmod(Fraction(17, 5), 1))
    print("compare:", Fraction(1, 3) < 0.34, Fraction(2, 4) == 0.5, round(Fraction(7, 3), 2))
    print("pow:", Fraction(2, 3) ** 3, Fraction(4, 9) ** -1)
    return str(f)


if __name__ == "__main__":
    main()
