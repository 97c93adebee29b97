"""Recipe nutrition totals per serving from an ingredient table."""
from dataclasses import dataclass
from functools import reduce

NUTRIENTS = {  # per 100 g: kcal, protein, fat, carbs
    "oats": (389, 16.9, 6.9, 66.3),
    "milk": (42, 3.4, 1.0, 5.0),
    "banana": (89, 1.1, 0.3, 22.8),
    "honey": (304, 0.3, 0.0, 82.4),
    "walnuts": (654, 15.2, 65.2, 13.7),
}

UNITS = {"g": 1, "kg": 1000, "ml": 1.03, "cup": 240, "tbsp": 21, "piece": 118}


@dataclass(frozen=True)
class Totals:
    kcal: float = 0
    protein: float = 0
    fat: float = 0
    carbs: float = 0

    def __add__(self, other):
        return Totals(self.kcal + other.kcal, self.protein + other.protein,
                      self.fat + other.fat, self.carbs + other.carbs)

    def scaled(self, k):
        return Totals(self.kcal * k, self.protein * k, self.fat * k, self.carbs * k)


def parse_line(line):
    qty, unit, name = line.split(maxsplit=2)
    grams = float(qty) * UNITS[unit]
    per100 = NUTRIENTS[name]
    return name, grams, Totals(*per100).scaled(grams / 100)


def main():
    recipe = ["80 g oats", "1 cup milk", "1 piece banana", "1 tbsp honey", "15 g walnuts"]
    servings = 2
    rows = [parse_line(l) for l in recipe]
    print(f"{'ingredient':<10}{'grams':>8}{'kcal':>8}{'P':>7}{'F':>7}{'C':>7}")
    for name, grams, t in rows:
        print(f"{name:<10}{grams:>8.1f}{t.kcal:>8.1f}{t.protein:>7.1f}{t.fat:>7.1f}{t.carbs:>7.1f}")
    total = reduce(lambda a, b: a + b, (t for _, _, t in rows), Totals())
    per = total.scaled(1 / servings)
    print(f"total: {total.kcal:.0f} kcal; per serving ({servings}): {per.kcal:.0f} kcal")
    energy = {"protein": per.protein * 4, "fat": per.fat * 9, "carbs": per.carbs * 4}
    s = sum(energy.values())
    print(" / ".join(f"{k} {v / s:.0%}" for k, v in energy.items()))
    heaviest = max(rows, key=lambda r: r[2].kcal)
    print(f"most energy from {heaviest[0]}")


if __name__ == "__main__":
    main()
