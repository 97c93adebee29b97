RECIPE = """2 cups flour
1.5 tsp salt
3 eggs
0.75 cup milk
2 tbsp butter"""


def scale_line(line, factor):
    qty, rest = line.split(" ", 1)
    amount = float(qty) * factor
    if amount == int(amount):
        shown = str(int(amount))
    else:
        shown = f"{amount:.2f}".rstrip("0").rstrip(".")
    return f"{shown} {rest}"


def main():
    for servings, base in [(2, 4), (6, 4), (10, 4)]:
        factor = servings / base
        print(f"-- {servings} servings (x{factor:g}) --")
        for line in RECIPE.splitlines():
            print("  " + scale_line(line, factor))
    units = [line.split()[1] for line in RECIPE.splitlines() if len(line.split()) > 2]
    return sorted(set(units))
