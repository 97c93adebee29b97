RECIPE = [("flour", 2.25, "cup"), ("sugar", 0.75, "cup"), ("eggs", 2, ""), ("butter", 0.5, "cup"), ("salt", 0.125, "tsp")]
FRACTIONS = {0.125: "1/8", 0.25: "1/4", 0.333: "1/3", 0.5: "1/2", 0.667: "2/3", 0.75: "3/4"}


def pretty(q):
    whole = int(q)
    frac = round(q - whole, 3)
    if frac == 0:
        return str(whole)
    label = FRACTIONS.get(frac)
    if label is None:
        return f"{q:.2f}"
    return f"{whole} {label}" if whole else label


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def main():
    for servings, base in [(4, 4), (6, 4), (2, 4), (10, 4)]:
        factor = servings / base
        print(f"-- {servings} servings (x{factor:g})")
        for name, qty, unit in RECIPE:
            amount = qty * factor
            if unit == "":
                amount = max(1, round(amount))
            print(f"   {name:<7}{pretty(amount):>7} {unit}")
    num, den = 6, 8
    g = gcd(num, den)
    print(f"{num}/{den} = {num // g}/{den // g}")
    return pretty(3.5)
