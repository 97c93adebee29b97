ZONES = {"local": 1.0, "national": 1.5, "international": 3.0}
BANDS = ((1, 4.0), (5, 7.5), (20, 15.0))


def cost(weight, zone="national", *, express=False):
    for limit, base in BANDS:
        if weight <= limit:
            break
    else:
        base = 15.0 + (weight - 20) * 0.5
    price = base * ZONES[zone]
    return round(price * (1.8 if express else 1), 2)


def main() -> None:
    parcels = [(0.5, "local"), (3, "national"), (12, "international"), (30, "national")]
    for w, z in parcels:
        print(f"{w:>5}kg {z:<14}{cost(w, z):>7.2f}{cost(w, z, express=True):>8.2f}")
    print("cheapest zone for 3kg:", min(ZONES, key=lambda z: cost(3, z)))
