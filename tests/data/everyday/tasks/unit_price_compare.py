OFFERS = [
    ("Brand A cereal", "500g", 3.49),
    ("Brand B cereal", "1.2kg", 7.10),
    ("Store cereal", "750 g", 3.99),
    ("Oat milk", "1L", 2.19),
    ("Oat milk bulk", "6 x 1L", 11.50),
    ("Juice", "330ml", 0.99),
]


def quantity(text):
    text = text.replace(" ", "").lower()
    count = 1
    if "x" in text:
        c, text = text.split("x", 1)
        count = int(c)
    for unit, factor in (("kg", 1000), ("g", 1), ("ml", 1), ("l", 1000)):
        if text.endswith(unit):
            return count * float(text[: -len(unit)]) * factor, "g" if "g" in unit else "ml"
    raise ValueError(text)


def main():
    rows = []
    for name, size, price in OFFERS:
        amount, unit = quantity(size)
        per_kilo = price / amount * 1000
        rows.append((unit, per_kilo, name))
    for unit in ("g", "ml"):
        group = sorted(r for r in rows if r[0] == unit)
        label = "kg" if unit == "g" else "L"
        print(f"per {label}:")
        for _, p, name in group:
            print(f"  {name:<16} {p:6.2f}")
    cheapest = {u: min((r for r in rows if r[0] == u), key=lambda r: r[1])[2] for u in ("g", "ml")}
    return cheapest
