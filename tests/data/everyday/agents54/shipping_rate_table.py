"""Compute shipping quotes from a weight/zone rate table and print a comparison grid."""
import bisect
from enum import Enum


class Zone(Enum):
    LOCAL = 1
    REGIONAL = 2
    NATIONAL = 3
    INTERNATIONAL = 4


WEIGHT_BREAKS = [0.5, 1, 2, 5, 10, 20]  # kg upper bounds
RATES = {
    Zone.LOCAL:         [3.50, 4.20, 5.10, 7.80, 11.00, 16.50],
    Zone.REGIONAL:      [4.10, 5.00, 6.30, 9.40, 13.90, 21.00],
    Zone.NATIONAL:      [5.25, 6.40, 8.10, 12.75, 18.20, 27.80],
    Zone.INTERNATIONAL: [12.0, 15.5, 21.0, 34.00, 52.00, 88.00],
}
OVERWEIGHT_PER_KG = 2.75
FUEL_SURCHARGE = 0.085


def base_rate(weight, zone):
    if weight <= 0:
        raise ValueError(f"weight must be positive, got {weight}")
    idx = bisect.bisect_left(WEIGHT_BREAKS, weight)
    table = RATES[zone]
    if idx < len(table):
        return table[idx]
    extra = weight - WEIGHT_BREAKS[-1]
    return table[-1] + OVERWEIGHT_PER_KG * -(-extra // 1)


def quote(weight, zone, express=False):
    rate = base_rate(weight, zone)
    if express:
        rate *= 1.6
    total = rate * (1 + FUEL_SURCHARGE)
    return round(total, 2)


def main():
    weights = [0.3, 0.5, 1.2, 4.9, 12, 23.4]
    header = "weight " + "".join(f"{z.name.title():>15}" for z in Zone)
    print(header)
    print("-" * len(header))
    for w in weights:
        row = "".join(f"{quote(w, z):>15.2f}" for z in Zone)
        print(f"{w:>5}kg{row}")
    print()
    parcels = [("gift", 0.8, Zone.LOCAL, False), ("laptop", 2.4, Zone.NATIONAL, True),
               ("books", 21.0, Zone.INTERNATIONAL, False), ("broken", -1, Zone.LOCAL, False)]
    total = 0.0
    for name, w, zone, express in parcels:
        try:
            price = quote(w, zone, express)
        except ValueError as e:
            print(f"{name:<8} ERROR {e}")
            continue
        total += price
        flag = " express" if express else ""
        print(f"{name:<8} {w:>5.1f}kg {zone.name:<13} {price:>8.2f}{flag}")
    print(f"{'total':<8} {total:>37.2f}")
    cheapest = min(Zone, key=lambda z: quote(3, z))
    print("cheapest zone for 3kg:", cheapest, cheapest.value)


if __name__ == "__main__":
    main()
