"""Split a flat's rent by room area and perks, in cents, so the shares add up exactly."""
from decimal import Decimal, ROUND_DOWN, ROUND_HALF_EVEN

RENT = Decimal("2450.00")
UTILITIES = Decimal("186.37")
ROOMS = [
    ("Ana", 14.5, {"ensuite"}),
    ("Ben", 11.0, set()),
    ("Caro", 16.25, {"balcony", "ensuite"}),
    ("Dev", 9.75, {"parking"}),
]
PERK_WEIGHT = {"ensuite": Decimal("0.15"), "balcony": Decimal("0.05"), "parking": Decimal("0.08")}
CENT = Decimal("0.01")


def largest_remainder(total, weights):
    """Share `total` by `weights` in whole cents; leftover cents go to the largest remainders."""
    total_w = sum(weights)
    raw = [total * w / total_w for w in weights]
    floors = [r.quantize(CENT, rounding=ROUND_DOWN) for r in raw]
    leftover = int((total - sum(floors)) / CENT)
    order = sorted(range(len(raw)), key=lambda i: (raw[i] - floors[i], -i), reverse=True)
    for i in order[:leftover]:
        floors[i] += CENT
    return floors


def main():
    weights = []
    for name, area, perks in ROOMS:
        w = Decimal(str(area)) * (1 + sum((PERK_WEIGHT[p] for p in perks), Decimal(0)))
        weights.append(w)
        print(f"{name:<5} {area:>6.2f} m2  perks={','.join(sorted(perks)) or '-':<16} weight={w}")
    rent = largest_remainder(RENT, weights)
    util = largest_remainder(UTILITIES, [Decimal(1)] * len(ROOMS))
    print()
    print(f"{'who':<5}{'rent':>10}{'utilities':>11}{'total':>10}{'share':>8}")
    for (name, *_), r, u in zip(ROOMS, rent, util):
        print(f"{name:<5}{r:>10,}{u:>11}{r + u:>10}{r / RENT:>8.2%}")
    print(f"{'sum':<5}{sum(rent):>10,}{sum(util):>11}{sum(rent) + sum(util):>10}")
    assert sum(rent) == RENT and sum(util) == UTILITIES
    naive = [(RENT * w / sum(weights)).quantize(CENT, rounding=ROUND_HALF_EVEN) for w in weights]
    print("\nnaive rounding total:", sum(naive), "off by", sum(naive) - RENT)
    per_m2 = RENT / Decimal(str(sum(a for _, a, _ in ROOMS)))
    print("flat rate per m2:", per_m2.quantize(Decimal("0.0001")))
    return [str(x) for x in rent]


if __name__ == "__main__":
    main()
