"""Estimate a household's monthly carbon footprint from activity records using Decimal."""
from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict

# kg CO2e per unit
FACTORS = {
    "electricity_kwh": Decimal("0.233"),
    "natural_gas_kwh": Decimal("0.183"),
    "petrol_litre": Decimal("2.31"),
    "diesel_litre": Decimal("2.68"),
    "flight_km": Decimal("0.158"),
    "train_km": Decimal("0.035"),
    "beef_kg": Decimal("27.0"),
    "chicken_kg": Decimal("6.9"),
}
CATEGORY = {
    "electricity_kwh": "home", "natural_gas_kwh": "home",
    "petrol_litre": "travel", "diesel_litre": "travel", "flight_km": "travel", "train_km": "travel",
    "beef_kg": "food", "chicken_kg": "food",
}

RECORDS = """
2026-01 electricity_kwh 310
2026-01 natural_gas_kwh 1240.5
2026-01 petrol_litre 62.4
2026-01 beef_kg 2.2
2026-02 electricity_kwh 288
2026-02 natural_gas_kwh 1105
2026-02 petrol_litre 48.0
2026-02 flight_km 1850
2026-02 chicken_kg 3.5
2026-03 electricity_kwh 265.25
2026-03 natural_gas_kwh 870
2026-03 train_km 640
2026-03 diesel_litre 15
2026-03 beef_kg 1.1
2026-03 solar_kwh 40
"""

TWO_PLACES = Decimal("0.01")


def parse(text):
    for line_no, line in enumerate(text.strip().splitlines(), 1):
        month, activity, amount = line.split()
        yield line_no, month, activity, Decimal(amount)


def main():
    totals = defaultdict(lambda: defaultdict(Decimal))
    skipped = []
    for line_no, month, activity, amount in parse(RECORDS):
        factor = FACTORS.get(activity)
        if factor is None:
            skipped.append(f"line {line_no}: unknown activity {activity!r}")
            continue
        totals[month][CATEGORY[activity]] += amount * factor
    grand = Decimal(0)
    categories = ["home", "travel", "food"]
    print(f"{'month':<8}" + "".join(f"{c:>10}" for c in categories) + f"{'total':>10}")
    for month in sorted(totals):
        row = totals[month]
        total = sum(row.values(), Decimal(0))
        grand += total
        cells = "".join(f"{row[c].quantize(TWO_PLACES, ROUND_HALF_UP):>10}" for c in categories)
        print(f"{month:<8}{cells}{total.quantize(TWO_PLACES, ROUND_HALF_UP):>10}")
    average = (grand / len(totals)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    print(f"quarter total {grand:.2f} kg, monthly average {average} kg")
    tonnes = (grand / 1000).quantize(Decimal("0.001"))
    print(f"annualised: {tonnes * 4} t CO2e")
    worst = max(((m, c, v) for m, row in totals.items() for c, v in row.items()), key=lambda t: t[2])
    print(f"largest single item: {worst[1]} in {worst[0]} ({worst[2].normalize()} kg)")
    for note in skipped:
        print("skipped", note)


if __name__ == "__main__":
    main()
