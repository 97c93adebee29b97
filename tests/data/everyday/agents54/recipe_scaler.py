"""Scale recipe ingredient quantities with exact fractions and friendly units."""
from fractions import Fraction
import re

RECIPE = """\
2 1/4 cups flour
1 tsp baking soda
1/2 tsp salt
1 cup butter
3/4 cup sugar
2 eggs
1 1/2 tsp vanilla
"""

UNITS_UP = {"tsp": (3, "tbsp"), "tbsp": (16, "cup")}
QTY_RE = re.compile(r"^(?:(\d+)\s+)?(\d+)(?:/(\d+))?\s+(.*)$")


def parse_line(line):
    m = QTY_RE.match(line)
    if not m:
        raise ValueError(f"cannot parse {line!r}")
    whole, num, den, rest = m.groups()
    qty = Fraction(int(num), int(den) if den else 1) + int(whole or 0)
    parts = rest.split(" ", 1)
    if parts[0] in ("tsp", "tbsp", "cup", "cups"):
        unit = "cup" if parts[0] == "cups" else parts[0]
        return qty, unit, parts[1]
    return qty, None, rest


def promote(qty, unit):
    while unit in UNITS_UP and qty >= UNITS_UP[unit][0]:
        factor, bigger = UNITS_UP[unit]
        qty, unit = qty / factor, bigger
    return qty, unit


def pretty(q):
    whole, frac = divmod(q, 1)
    frac = Fraction(frac).limit_denominator(8)
    if frac == 0:
        return str(whole)
    return f"{whole} {frac}" if whole else str(frac)


def scale(lines, factor):
    for line in lines:
        qty, unit, what = parse_line(line)
        qty *= factor
        if unit:
            qty, unit = promote(qty, unit)
            plural = "s" if unit == "cup" and qty > 1 else ""
            yield f"{pretty(qty)} {unit}{plural} {what}"
        else:
            yield f"{pretty(qty)} {what}"


def main():
    lines = RECIPE.strip().splitlines()
    for factor in (Fraction(1), Fraction(3), Fraction(1, 2)):
        print(f"--- x{factor} ---")
        for out in scale(lines, factor):
            print(" ", out)
    total_cups = sum((q for q, u, _ in map(parse_line, lines) if u == "cup"), Fraction(0))
    print("cups in original:", total_cups, float(total_cups))
    print(Fraction("0.125"), Fraction(3, 9), Fraction(7, 2).limit_denominator(1), Fraction(1, 3) + Fraction(1, 6))
    try:
        parse_line("a pinch of salt")
    except ValueError as e:
        print(e)


if __name__ == "__main__":
    main()
