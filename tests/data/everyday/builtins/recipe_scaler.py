RECIPE = """flour: 250 g
sugar: 100 g
eggs: 2
milk: 0.5 l
salt: 1 pinch"""


def main() -> None:
    factor = 3
    print("Scaled x%d" % factor)
    for line in RECIPE.splitlines():
        name, _, amount = line.partition(": ")
        parts = amount.split(" ", 1)
        qty = float(parts[0])
        unit = parts[1] if len(parts) > 1 else ""
        scaled = qty * factor
        shown = str(int(scaled)) if scaled == int(scaled) else f"{scaled:g}"
        print(f"  {name.capitalize():<6} {shown:>5} {unit}".rstrip())
    print("ingredients:", ", ".join(sorted([l.split(":")[0] for l in RECIPE.splitlines()], reverse=True)))
