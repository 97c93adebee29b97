"""Parse recipe ingredient lines ("2 1/2 cups flour"), scale servings, convert to metric."""
import re
from fractions import Fraction

RECIPE = """Banana bread (serves 8)
2 1/2 cups all-purpose flour
1 tsp baking soda
1/2 tsp salt
3 ripe bananas
3/4 cup sugar
1/3 cup butter, melted
1 large egg
1 1/2 tbsp milk
pinch of cinnamon
"""

TO_ML = {"cup": Fraction(240), "tbsp": Fraction(15), "tsp": Fraction(5)}
UNITS = {"cup", "cups", "tsp", "tbsp"}
LINE_RE = re.compile(r"^(?P<qty>\d+(?: \d+/\d+)?|\d+/\d+)\s+(?P<rest>.+)$")


def parse_qty(text):
    return sum((Fraction(part) for part in text.split()), Fraction(0))


def pretty(q):
    whole, rem = divmod(q.numerator, q.denominator)
    if rem == 0:
        return str(whole)
    frac = f"{rem}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac


def parse_line(line):
    m = LINE_RE.match(line)
    if not m:
        return None, None, line
    qty = parse_qty(m["qty"])
    first, _, rest = m["rest"].partition(" ")
    if first in UNITS:
        return qty, first.rstrip("s"), rest
    return qty, None, m["rest"]


def scale(lines, factor):
    out = []
    for line in lines:
        qty, unit, what = parse_line(line)
        if qty is None:
            out.append(f"  {what} (to taste)")
            continue
        new = qty * factor
        if unit:
            shown = f"{pretty(new)} {unit}{'s' if unit == 'cup' and new > 1 else ''}"
            ml = float(new * TO_ML[unit])
            out.append(f"  {shown:<12} {what:<28} ~{ml:.0f} ml")
        else:
            out.append(f"  {pretty(new):<12} {what}")
    return out


def main():
    title, *lines = RECIPE.strip().splitlines()
    m = re.search(r"serves (\d+)", title)
    serves = int(m.group(1))
    print(title)
    for target in (4, 12):
        factor = Fraction(target, serves)
        print(f"-- for {target} (x{factor}):")
        print("\n".join(scale(lines, factor)))
    total_ml = sum(float(q * TO_ML[u]) for q, u, _ in map(parse_line, lines) if u)
    print(f"liquid-measured volume: {total_ml:.1f} ml")
    print([pretty(Fraction(n, 6)) for n in range(1, 13, 2)])
    print(parse_qty("1 1/3") + parse_qty("2/3"), Fraction("3/4") < Fraction(0.8), Fraction(0.75).as_integer_ratio())
    return str(parse_qty("2 1/2") * Fraction(3, 2))


if __name__ == "__main__":
    main()
