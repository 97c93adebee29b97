"""Scale paint mix recipes exactly with Fraction and report can purchases."""
from fractions import Fraction
from math import ceil, lcm
from functools import reduce

RECIPES = {
    "sage green": {"white": Fraction(5, 8), "yellow": Fraction(1, 4), "blue": Fraction(1, 8)},
    "dusty rose": {"white": Fraction(2, 3), "red": Fraction(1, 4), "brown": Fraction(1, 12)},
    "slate": {"white": Fraction(1, 2), "blue": Fraction(1, 3), "black": Fraction(1, 6)},
}
CAN_SIZES = [Fraction(5, 2), Fraction(1), Fraction(1, 2)]  # litres


def mixed(fr: Fraction) -> str:
    whole, rest = divmod(fr.numerator, fr.denominator)
    if rest == 0:
        return str(whole)
    if whole == 0:
        return f"{rest}/{fr.denominator}"
    return f"{whole} {rest}/{fr.denominator}"


def integer_parts(recipe):
    denom = reduce(lcm, (f.denominator for f in recipe.values()))
    return {k: int(v * denom) for k, v in recipe.items()}


def buy_cans(litres: Fraction):
    """Greedy cans then one small can to cover the remainder."""
    plan = []
    remaining = litres
    for size in CAN_SIZES:
        n = int(remaining // size)
        if n:
            plan.append((size, n))
            remaining -= n * size
    if remaining > 0:
        smallest = CAN_SIZES[-1]
        plan.append((smallest, ceil(remaining / smallest)))
    return plan


def main():
    wall_area = Fraction(37, 2)  # square metres
    coverage = Fraction(10)      # m^2 per litre per coat
    coats = 2
    litres = wall_area * coats / coverage
    print(f"need {mixed(litres)} L ({float(litres):.3f}) per colour")
    for name, recipe in RECIPES.items():
        assert sum(recipe.values()) == 1, name
        parts = integer_parts(recipe)
        ratio = ":".join(str(p) for p in parts.values())
        print(f"\n{name.title()} (parts {ratio})")
        for pigment, share in sorted(recipe.items(), key=lambda kv: (-kv[1], kv[0])):
            amount = share * litres
            cans = buy_cans(amount)
            cans_text = " + ".join(f"{n}x{mixed(s)}L" for s, n in cans)
            spare = sum(s * n for s, n in cans) - amount
            print(f"  {pigment:<7} {mixed(amount):>10} L  buy {cans_text:<16} spare {mixed(spare)}")
    total = {}
    for recipe in RECIPES.values():
        for pigment, share in recipe.items():
            total[pigment] = total.get(pigment, Fraction(0)) + share * litres
    print("\ntotals:", {k: mixed(v) for k, v in sorted(total.items())})


if __name__ == "__main__":
    main()
