"""Contractor invoice with Decimal money: hourly lines, discounts, tax, and rounding contexts."""
from decimal import (
    Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, InvalidOperation, DivisionByZero,
    getcontext, localcontext, Context,
)

CENTS = Decimal("0.01")
LINES = [
    ("Backend development", "37.5", "85.00"),
    ("Code review", "6.25", "85.00"),
    ("On-call weekend", "16", "42.125"),
    ("Travel (km)", "312", "0.33"),
]
DISCOUNT = Decimal("0.075")
TAX = Decimal("0.19")


def money(value):
    return value.quantize(CENTS, rounding=ROUND_HALF_UP)


def main():
    subtotal = Decimal(0)
    for desc, qty, rate in LINES:
        amount = money(Decimal(qty) * Decimal(rate))
        subtotal += amount
        print(f"{desc:<22}{qty:>7} x {rate:>7} = {amount:>10}")
    discount = money(subtotal * DISCOUNT)
    net = subtotal - discount
    tax = money(net * TAX)
    total = net + tax
    for label, value in (("Subtotal", subtotal), ("Discount", -discount), ("Net", net), ("VAT 19%", tax), ("Total", total)):
        print(f"{label:>38} {value:>10,}")

    print("split in 3:", [money(total / 3)] * 2 + [total - 2 * money(total / 3)])
    print(Decimal("2.675").quantize(CENTS), Decimal("2.665").quantize(CENTS, ROUND_HALF_EVEN))
    print(Decimal("-1.005").quantize(CENTS, rounding=ROUND_DOWN), Decimal("1E+3").quantize(Decimal(1)))
    print(getcontext().prec, Decimal(1) / Decimal(7))
    with localcontext() as ctx:
        ctx.prec = 5
        print(Decimal(1) / Decimal(7), Decimal("123456.789") + 0)
    ctx = Context(prec=3, rounding=ROUND_HALF_UP)
    print(ctx.divide(Decimal(2), Decimal(3)), ctx.create_decimal("3.14159"))
    print(Decimal("10.50").normalize(), Decimal("0.000").normalize(), Decimal("1.10") == Decimal("1.1"))
    print(Decimal("7.5").as_tuple(), Decimal("-0").is_signed(), Decimal("NaN").is_nan())
    print(Decimal("12.345").to_integral_value(), round(Decimal("12.345"), 2), int(Decimal("-7.9")))
    print(sum([Decimal("0.1")] * 10) == Decimal(1), sum([0.1] * 10) == 1.0)
    print(Decimal(0.1), Decimal.from_float(0.5), Decimal("1.23e-2"), f"{Decimal('1234.5'):.3e}")
    for bad in ("abc", "1,000"):
        try:
            Decimal(bad)
        except InvalidOperation as err:
            print("InvalidOperation:", type(err).__name__, err.args[0][0].__name__)
    try:
        Decimal(1) / Decimal(0)
    except DivisionByZero as err:
        print("DivisionByZero:", err)
    try:
        Decimal("1.5").quantize(Decimal("1e-30"))
    except InvalidOperation:
        print("quantize: InvalidOperation")


if __name__ == "__main__":
    main()
