"""Convert between number bases and units, with strict validation and a table."""


class ConversionError(ValueError):
    pass


UNITS = {"B": 1, "KB": 1000, "MB": 1000 ** 2, "GB": 1000 ** 3, "KiB": 1024, "MiB": 1024 ** 2, "GiB": 1024 ** 3}


def parse_size(text):
    text = text.strip()
    num = text.rstrip("BKMGib")
    unit = text[len(num):].strip() or "B"
    if unit not in UNITS:
        raise ConversionError(f"unknown unit {unit!r} in {text!r}")
    try:
        value = float(num)
    except ValueError:
        raise ConversionError(f"bad number {num!r}") from None
    return int(value * UNITS[unit])


def to_base(n, base):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if not 2 <= base <= 36:
        raise ConversionError(f"base {base} out of range")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(digits[r])
    return sign + "".join(reversed(out))


def main():
    for text in ["1.5GB", "512 MiB", "100", "2KB", "3 TB", "x KB"]:
        try:
            n = parse_size(text)
            print(f"{text:>8} = {n:>13,} bytes = {n / 1024 ** 2:>10.2f} MiB")
        except ConversionError as e:
            print(f"{text:>8}   error: {e}")
    for n in (255, -42, 0, 2 ** 40 + 7):
        row = [to_base(n, b) for b in (2, 8, 16, 36)]
        assert int(row[2], 16) == n
        print(f"{n:>14} " + " ".join(f"{r:>12}" for r in row), format(n, "#x"), f"{n:_b}"[-12:])
    try:
        to_base(5, 1)
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, ConversionError))
    print(int("z", 36), int("-0b101", 2) if False else int("-101", 2), (255).bit_length(), (10).to_bytes(2, "big"))


if __name__ == "__main__":
    main()
