FACTORS = {
    ("km", "mi"): 0.621371,
    ("kg", "lb"): 2.20462,
    ("l", "gal"): 0.264172,
    ("m", "ft"): 3.28084,
}
CONVERSIONS = FACTORS | {(b, a): 1 / f for (a, b), f in FACTORS.items()}


def convert(value, unit_from, unit_to):
    if unit_from == unit_to:
        return value
    if unit_from == "c" and unit_to == "f":
        return value * 9 / 5 + 32
    if unit_from == "f" and unit_to == "c":
        return (value - 32) * 5 / 9
    return value * CONVERSIONS[(unit_from, unit_to)]


def main():
    requests = ["10 km mi", "26.2 mi km", "70 kg lb", "100 f c", "-40 c f", "3 gal l", "1.5 m m"]
    for req in requests:
        amount, a, b = req.split()
        result = convert(float(amount), a, b)
        print(f"{amount:>6} {a:<3} = {result:10.4f} {b}")
    print(len(CONVERSIONS), round(convert(convert(5, "km", "mi"), "mi", "km"), 9))
    print(f"{1234567.891:,.2f} {0.000123:.2e} {42:08.3f} {-7.5:+.1f} {0.5:.0%}")
    return round(convert(37, "c", "f"), 1)
