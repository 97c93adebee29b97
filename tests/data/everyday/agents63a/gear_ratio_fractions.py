"""Bicycle gearing: exact ratios with Fraction, gear inches, and duplicate-ratio detection."""
from fractions import Fraction
from itertools import product
import math

CHAINRINGS = [50, 34]
CASSETTE = [11, 12, 13, 14, 15, 17, 19, 21, 24, 28]
WHEEL_INCHES = Fraction(2700, 100) / Fraction(254, 100) * Fraction(254, 254)  # 700c ~ 26.6 in is close enough


def gear_inches(ring, cog, wheel=Fraction(266, 10)):
    return Fraction(ring, cog) * wheel


def development_m(ring, cog, circumference_mm=2105):
    return ring / cog * circumference_mm / 1000


def mixed(fr):
    whole, rest = divmod(fr.numerator, fr.denominator)
    if rest == 0:
        return str(whole)
    return f"{whole} {rest}/{fr.denominator}" if whole else f"{rest}/{fr.denominator}"


def cadence_speed(ring, cog, rpm=90):
    metres_per_min = development_m(ring, cog) * rpm
    return metres_per_min * 60 / 1000


def main():
    combos = sorted(product(CHAINRINGS, CASSETTE), key=lambda rc: Fraction(*rc))
    seen = {}
    print(f"{'ring':>4} {'cog':>3} {'ratio':>8} {'exact':>9} {'inches':>7} {'dev m':>6} {'km/h@90':>8}")
    for ring, cog in combos:
        ratio = Fraction(ring, cog)
        dup = "  dup of %d/%d" % seen[ratio] if ratio in seen else ""
        seen.setdefault(ratio, (ring, cog))
        print(f"{ring:>4} {cog:>3} {float(ratio):>8.3f} {mixed(ratio):>9} "
              f"{float(gear_inches(ring, cog)):>7.1f} {development_m(ring, cog):>6.2f} "
              f"{cadence_speed(ring, cog):>8.1f}{dup}")
    ratios = sorted({Fraction(r, c) for r, c in combos})
    steps = [b / a for a, b in zip(ratios, ratios[1:])]
    biggest = max(steps)
    print(f"\n{len(ratios)} distinct ratios from {len(combos)} combinations")
    print(f"range {mixed(ratios[0])} .. {mixed(ratios[-1])} = {float(ratios[-1] / ratios[0]):.0%}")
    print(f"largest jump {float(biggest) - 1:.1%}, mean jump {math.prod(map(float, steps)) ** (1 / len(steps)) - 1:.2%}")
    overlap = [c for c in CASSETTE if Fraction(CHAINRINGS[1], c) >= Fraction(CHAINRINGS[0], CASSETTE[-1])]
    print("small-ring cogs overlapping big-ring range:", overlap)
    print("limit_denominator of 50/17:", Fraction(50, 17).limit_denominator(5), "float", round(50 / 17, 4))
    print("wheel approx:", WHEEL_INCHES, float(WHEEL_INCHES).__round__(3))
    return mixed(ratios[-1])


if __name__ == "__main__":
    main()
