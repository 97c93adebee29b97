PEOPLE = [("Ana", 1.62, 55.0), ("Ben", 1.80, 95.5), ("Cy", 1.75, 70.2), ("Di", 1.58, 45.1), ("Ed", 1.91, 120.0)]
CATEGORIES = [(18.5, "under"), (25.0, "normal"), (30.0, "over"), (float("inf"), "obese")]


def category(bmi):
    return next(label for limit, label in CATEGORIES if bmi < limit)


def main():
    rows = [(name, w / h ** 2) for name, h, w in PEOPLE]
    for name, bmi in sorted(rows, key=lambda r: r[1]):
        print(f"{name:<4}{bmi:6.1f} {category(bmi)}")
    counts = {label: 0 for _, label in CATEGORIES}
    for _, bmi in rows:
        counts[category(bmi)] += 1
    print(counts)
    target = {name: round(24.9 * h ** 2 - w, 1) for name, h, w in PEOPLE if w / h ** 2 > 25}
    return target
