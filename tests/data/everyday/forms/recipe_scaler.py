RECIPE = {"flour": (500, "g"), "water": (350, "ml"), "salt": (10, "g"), "yeast": (7, "g")}


def scale(recipe, factor=1.0, *, skip=()):
    for name, (amount, unit) in recipe.items():
        if name in skip:
            continue
        yield name, round(amount * factor, 1), unit


def main() -> None:
    for factor in (0.5, 2):
        print(f"x{factor}:")
        for name, amount, unit in scale(RECIPE, factor, skip=("yeast",)):
            print(f"  {name:<6}{amount:>7}{unit}")
    grams = sum(a for _, a, u in scale(RECIPE) if u == "g")
    print("dry weight:", grams)
