"""Turn bakery orders into a production plan: batches, flour by type, and oven schedule."""
from fractions import Fraction
from math import ceil
from collections import defaultdict
import itertools

PRODUCTS = {
    # name: (units per batch, minutes in oven, {ingredient: kg per batch})
    "sourdough": (12, 45, {"bread flour": Fraction(9, 2), "salt": Fraction(1, 10), "starter": Fraction(1)}),
    "baguette": (20, 25, {"bread flour": Fraction(4), "salt": Fraction(2, 25), "yeast": Fraction(1, 20)}),
    "croissant": (36, 18, {"pastry flour": Fraction(3), "butter": Fraction(2), "sugar": Fraction(3, 10)}),
    "rye loaf": (10, 55, {"rye flour": Fraction(3), "bread flour": Fraction(1), "salt": Fraction(1, 20)}),
    "cinnamon roll": (24, 22, {"pastry flour": Fraction(5, 2), "butter": Fraction(1), "sugar": Fraction(4, 5)}),
}

ORDERS = [
    ("Cafe Luna", {"croissant": 60, "sourdough": 8}),
    ("Hotel Grand", {"baguette": 45, "croissant": 80, "cinnamon roll": 30}),
    ("Deli 9", {"rye loaf": 14, "sourdough": 20}),
    ("Walk-in shelf", {"baguette": 30, "sourdough": 12, "cinnamon roll": 24}),
]

OVENS = 2


def mixed(fr: Fraction) -> str:
    whole, rest = divmod(fr.numerator, fr.denominator)
    if rest == 0:
        return str(whole)
    part = f"{rest}/{fr.denominator}"
    return f"{whole} {part}" if whole else part


def main():
    demand = defaultdict(int)
    for _, items in ORDERS:
        for product, qty in items.items():
            demand[product] += qty
    plan = {}
    print(f"{'product':<14}{'ordered':>8}{'batches':>8}{'made':>6}{'spare':>6}")
    for product in sorted(demand):
        per_batch, _, _ = PRODUCTS[product]
        batches = ceil(demand[product] / per_batch)
        plan[product] = batches
        made = batches * per_batch
        print(f"{product:<14}{demand[product]:>8}{batches:>8}{made:>6}{made - demand[product]:>6}")

    needs = defaultdict(Fraction)
    for product, batches in plan.items():
        for ingredient, kg in PRODUCTS[product][2].items():
            needs[ingredient] += kg * batches
    print("\ningredients (kg):")
    for ingredient, kg in sorted(needs.items(), key=lambda kv: -kv[1]):
        print(f"  {ingredient:<13} {mixed(kg):>8}  (~{float(kg):.2f})")

    jobs = sorted(((PRODUCTS[p][1], p) for p, n in plan.items() for _ in range(n)), reverse=True)
    ovens = [[] for _ in range(OVENS)]
    loads = [0] * OVENS
    for minutes, product in jobs:
        i = loads.index(min(loads))
        ovens[i].append((loads[i], product))
        loads[i] += minutes
    print("\noven schedule (longest bake first):")
    for i, slots in enumerate(ovens, 1):
        groups = [(p, len(list(g))) for p, g in itertools.groupby(s[1] for s in slots)]
        desc = ", ".join(f"{n}x {p}" for p, n in groups)
        print(f"  oven {i}: {loads[i - 1]} min -> {desc}")
    finish = max(loads)
    print(f"all baked after {finish // 60}h{finish % 60:02d}m starting 04:00 -> ready {4 + finish // 60:02d}:{finish % 60:02d}")
    print("butter ratio to flour:", needs["butter"] / (needs["pastry flour"] + needs["bread flour"]))


if __name__ == "__main__":
    main()
