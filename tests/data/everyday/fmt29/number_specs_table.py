"""A table of number formats an agent reaches for, each value under each spec (errors too)."""

INT_SPECS = ["", "_", ",", "d", "5d", "<6d", "^7d", "+d", " d", "=+8d", "08d", "x", "#x", "X", "#X",
             "o", "#o", "b", "#b", "_b", "#_x", "c", "n", "e", ".2e", "g", "%", ".1%", "f", ".3f", ",.2f",
             "_.1f", "010,d", ">+10,"]
FLOAT_SPECS = ["", "_", ",", "e", "E", ".3e", "g", "G", ".3g", "#g", "%", ".0%", ".2%", "f", ".0f",
               "#.0f", ",.2f", "_.3f", "+.1f", " .1f", "010.2f", "^12.4g", "n", ".3n", "<9", "=+9.1f", ".1",
               ".12g", "r"]
INTS = [0, 7, -42, 255, 1234567, -9876543210, 2 ** 70, 65]
FLOATS = [0.0, -0.0, 1.5, -2.25, 3.14159, 1e-7, 123456789.125, 1e22, float("nan"), float("inf"),
          float("-inf"), 2.5, 0.000123456]


def cell(value, spec):
    try:
        return format(value, spec)
    except (ValueError, TypeError, OverflowError) as e:
        return f"!{type(e).__name__}: {e}"


def main():
    for spec in INT_SPECS:
        cells = [cell(v, spec) for v in INTS]
        print(f"{spec!r:>10} | " + " | ".join(cells))
    for spec in FLOAT_SPECS:
        cells = [cell(v, spec) for v in FLOATS]
        print(f"{spec!r:>10} | " + " | ".join(cells))
    for v in [True, False]:
        print(repr(v), [cell(v, s) for s in ["", "d", ">5", "x", ".2f", "s"]])
    print("{:e}|{:g}|{:%}|{:#x}|{:c}|{:n}".format(12345.678, 0.00001234, 0.256, 3054, 9731, 1234567))
    print("{:,}|{:_}|{:_x}|{:+,.2f}|{:>+12,.1f}".format(10 ** 12, 10 ** 9, 0xDEADBEEF, -1234.5, 98765.43))
    print("{0:{1}{2}}|{0:{fill}^{w}.{p}f}".format(3.14159, ">", 10, fill="*", w=12, p=2))
    print("%e|%g|%.3G|%x|%#o|%c|%5.1f%%|%+d|% d|%05d|%-6d|" % (1234.5, 0.0001, 1e-10, 255, 8, 65, 99.25, 3, 4, -42, 7))
    return len(INT_SPECS) * len(INTS) + len(FLOAT_SPECS) * len(FLOATS)


if __name__ == "__main__":
    main()
