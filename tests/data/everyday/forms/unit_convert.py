FACTORS = {("km", "mi"): 0.621371, ("kg", "lb"): 2.20462, ("l", "gal"): 0.264172}


def convert(value, src, dst):
    if (src, dst) in FACTORS:
        return value * FACTORS[src, dst]
    if (dst, src) in FACTORS:
        return value / FACTORS[dst, src]
    raise ValueError(f"no rule {src}->{dst}")


def main() -> None:
    jobs = [(10, "km", "mi"), (5, "mi", "km"), (70, "kg", "lb"), (3, "gal", "l")]
    for value, *units in jobs:
        out = convert(value, *units)
        print(f"{value} {units[0]} = {out:.3f} {units[1]}")
    print(sorted({u for pair in FACTORS for u in pair}))
