"""Shipping quotes from weight brackets and zones, printed as a rate card with centred headers."""
from bisect import bisect_left
from itertools import product
import math

WEIGHT_BRACKETS = [0.5, 1, 2, 5, 10, 20]          # kg, upper bounds
ZONE_BASE = {"A": 4.20, "B": 6.80, "C": 11.50, "D": 19.00}
PER_KG = {"A": 0.90, "B": 1.40, "C": 2.60, "D": 4.10}
FUEL_SURCHARGE = 0.085
ZONES_BY_PREFIX = {"10": "A", "11": "A", "2": "B", "3": "B", "6": "C", "9": "D"}


def zone_for(postcode):
    for length in (2, 1):
        z = ZONES_BY_PREFIX.get(postcode[:length])
        if z:
            return z
    raise LookupError(f"no zone for postcode {postcode}")


def billable_weight(actual_kg, dims_cm):
    l, w, h = dims_cm
    volumetric = l * w * h / 5000
    return max(actual_kg, volumetric)


def price(weight, zone):
    idx = bisect_left(WEIGHT_BRACKETS, weight)
    if idx == len(WEIGHT_BRACKETS):
        raise ValueError(f"{weight:.2f} kg exceeds the {WEIGHT_BRACKETS[-1]} kg limit")
    bracket = WEIGHT_BRACKETS[idx]
    base = ZONE_BASE[zone] + PER_KG[zone] * bracket
    return round(base * (1 + FUEL_SURCHARGE), 2), bracket


def rate_card():
    width = 9
    title = " RATE CARD (EUR, incl. fuel) "
    lines = [title.center(8 + width * len(ZONE_BASE), "*")]
    lines.append("up to kg".ljust(8) + "".join(f"zone {z}".center(width) for z in ZONE_BASE))
    for w in WEIGHT_BRACKETS:
        cells = "".join(f"{price(w, z)[0]:^{width}.2f}" for z in ZONE_BASE)
        lines.append(f"{w:<8g}{cells}")
    return "\n".join(lines)


def main():
    print(rate_card())
    parcels = [
        ("P1", 0.3, (20, 15, 5), "10115"),
        ("P2", 1.2, (40, 30, 20), "20095"),
        ("P3", 7.8, (50, 40, 30), "60311"),
        ("P4", 2.0, (10, 10, 10), "99999"),
        ("P5", 18.5, (80, 60, 40), "30159"),
        ("P6", 1.0, (10, 10, 10), "00000"),
    ]
    print()
    total = 0.0
    for pid, kg, dims, postcode in parcels:
        try:
            zone = zone_for(postcode)
            billable = billable_weight(kg, dims)
            cost, bracket = price(billable, zone)
        except (LookupError, ValueError) as exc:
            print(f"{pid}: cannot quote - {exc}")
            continue
        total += cost
        vol = " (volumetric)" if billable > kg else ""
        print(f"{pid}: zone {zone}, {billable:.2f} kg{vol} -> bracket {bracket} kg: {cost:7.2f}")
    print(f"total {total:.2f}; average per parcel {total / len(parcels):.3f}")
    combos = [(z, w) for z, w in product("AD", (1, 10)) if price(w, z)[0] < 50]
    print("cheap combos:", combos)
    print("ceil/floor:", math.ceil(7.01), math.floor(-0.5), math.trunc(-2.7), round(2.5), round(3.5), round(-0.125, 2))
    return round(total, 2)


if __name__ == "__main__":
    main()
