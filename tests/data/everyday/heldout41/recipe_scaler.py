RECIPE = """pancakes serves 4
flour 200 g
milk 300 ml
eggs 2 pc
sugar 1.5 tbsp
salt 0.25 tsp
butter 30 g"""

UNIT_NAMES = {"g": "grams", "ml": "millilitres", "pc": "pieces", "tbsp": "tablespoons", "tsp": "teaspoons"}


def parse(text):
    title_line, *rest = text.splitlines()
    name, _, serves = title_line.rpartition(" serves ")
    items = []
    for line in rest:
        ingredient, qty, unit = line.rsplit(" ", 2)
        items.append((ingredient, float(qty), unit))
    return name, int(serves), items


def nice(q: float) -> str:
    if q == int(q):
        return str(int(q))
    return f"{q:.2f}".rstrip("0").rstrip(".")


def main():
    name, serves, items = parse(RECIPE)
    for target in (1, 4, 6, 10):
        factor = target / serves
        print(f"{name.capitalize()} for {target}:")
        for ing, qty, unit in items:
            q = qty * factor
            if unit == "pc":
                q = max(1, round(q))
            print(f"  - {ing:<7}{nice(q):>6} {UNIT_NAMES[unit]}")
    heavy = [i for i, q, u in items if u == "g" and q > 100]
    print("heavy:", heavy)
    totals = {}
    for _, q, u in items:
        totals[u] = totals.get(u, 0) + q
    print(", ".join(f"{u}={nice(t)}" for u, t in sorted(totals.items())))


if __name__ == "__main__":
    main()
