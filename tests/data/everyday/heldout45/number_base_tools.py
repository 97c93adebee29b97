DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n, base):
    if not 2 <= base <= 36:
        raise ValueError(f"base {base} out of range")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))


def luhn_valid(number):
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return total % 10 == 0


def main():
    for n in (0, 7, 255, -42, 2 ** 64, 123456789):
        print(f"{n:>22} b2={to_base(n, 2)[-12:]:>12} b16={to_base(n, 16):>17} b36={to_base(n, 36)}")
    for text, base in (("ff", 16), ("z", 36), ("0b1010", 0), ("0o777", 0), ("1_000", 10), ("12", 3), ("9", 8)):
        try:
            print(f"int({text!r}, {base}) = {int(text, base)}")
        except ValueError as err:
            print("error:", err)
    try:
        to_base(10, 40)
    except ValueError as err:
        print("error:", err)
    print(format(10, "08b"), format(-10, "x"), f"{3735928559:X}", f"{0xdead_beef:_x}", (1023).bit_count())
    print(int.from_bytes([1, 0], "big"), (258).to_bytes(2, "little")[0], ~5, -7 >> 1, 6 & 3 | 8 ^ 1)
    cards = ["4539 1488 0343 6467", "8273 1232 7352 0569", "79927398713"]
    print([luhn_valid(c) for c in cards])
    return to_base(2 ** 100, 36)


if __name__ == "__main__":
    main()
