from decimal import Decimal, ROUND_HALF_UP

PRICES = [0.1, 0.2, 0.3, 1234.5, -42.125, 1e6, 2.675, 1 / 3]


def fmt_money(value, symbol="$"):
    sign = "-" if value < 0 else ""
    return f"{sign}{symbol}{abs(value):,.2f}"


def main():
    for p in PRICES:
        print(f"{p!r:>20} | {fmt_money(p):>14} | {p:>12.3e} | {p:g} | {round(p, 2)}")
    print(0.1 + 0.2, 0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3)
    print("%.2f %.0f %.0f %.0f" % (2.675, 0.5, 1.5, 2.5))
    print(round(2.5), round(3.5), round(-0.5), round(1.25, 1), round(1.35, 1))
    d = Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    print(d, Decimal("0.1") + Decimal("0.2"), Decimal(1) / Decimal(8))
    print(f"{1234567.891:_.2f} {0.000123:.2%} {42:08.3f} {-7:+05d} {255:#x} {255:#o} {5:#b}")
    print("{:>10}|{:<10}|{:^10}|".format("r", "l", "c"))
    print("{:,}".format(10 ** 12), "{:.3}".format(3.14159), format(1e-7, ".1e"), format(123.0, "g"))
    print(float("inf"), -float("inf"), float("nan"), f"{float('inf'):>6}")
    print(1e16, 1e15, 123456789012345678.0, 1.5e-5, 0.0001)
    total = sum(Decimal(str(p)) for p in PRICES[:3])
    return total


if __name__ == "__main__":
    main()
