PERMISSIONS = {"read": 1, "write": 2, "exec": 4, "admin": 1 << 10}


def flag_report(mask):
    width = mask.bit_length()
    count = mask.bit_count()
    names = [name for name, bit in PERMISSIONS.items() if mask & bit]
    return f"mask={mask} width={width} set={count} names={names}"


def show_quantity(q):
    if isinstance(q, float) and q.is_integer():
        return str(int(q))
    return str(q)


def exact_fraction(x):
    num, den = x.as_integer_ratio()
    return f"{num}/{den}"


def main():
    for mask in (0, 5, 7, 1027, -8):
        print(flag_report(mask))
    print([show_quantity(q) for q in (3.0, 2.5, 7, -0.0, 1e16)])
    print([exact_fraction(x) for x in (0.5, 0.1, -3.75, 1e-3)])
    print([exact_fraction(n) for n in (4, -9, True)])
    print([x.hex() for x in (1.0, 0.1, -2.5, 5e-324, float("inf"))])
    wire = ["0x1.8p1", "-0x1p-2", "0x1.999999999999ap-4", "inf"]
    print([float.fromhex(w) for w in wire])
    print(all(float.fromhex(x.hex()) == x for x in (0.1, 1e308, 5e-324, -7.25)))
    values = [3, 2.5, True, -4]
    print([(v.real, v.imag) for v in values])
    print([v.conjugate() for v in values], [n.numerator for n in (6, True)], (6).denominator)
    print(sorted([1024, 3, 255, 16], key=int.bit_length))
    try:
        float("nan").as_integer_ratio()
    except ValueError as e:
        print("nan:", e)
    try:
        float("inf").as_integer_ratio()
    except OverflowError as e:
        print("inf:", e)
    try:
        float.fromhex("0x1p9999")
    except OverflowError as e:
        print("hex:", e)
    return (1 << 100).bit_length()
