"""A `decimal.Context`'s own arithmetic: rounding to its precision without making it current."""
from decimal import ROUND_DOWN, ROUND_HALF_UP, Context, Decimal, DivisionByZero, InvalidOperation, getcontext


def main():
    ctx = Context(prec=3, rounding=ROUND_HALF_UP)
    print(ctx.divide(Decimal(2), Decimal(3)), ctx.create_decimal("3.14159"), ctx.add(1, Decimal("0.005")))
    print(ctx.subtract(10, Decimal("0.001")), ctx.multiply(Decimal("1.23"), 7), ctx.divide_int(7, 2), ctx.remainder(7, 3))
    print(ctx.power(2, 10), ctx.plus(Decimal("1.2345")), ctx.minus(Decimal("1.2345")), ctx.abs(Decimal("-1.2345")))
    print(ctx.sqrt(2), ctx.quantize(Decimal("1.2345"), Decimal("0.01")), ctx.create_decimal("-0"), ctx.create_decimal(0.1))
    print(ctx.create_decimal(12345), ctx.create_decimal("NaN"), ctx.create_decimal(), getcontext().prec, Decimal(2) / 3)
    cut = Context(prec=5, rounding=ROUND_DOWN)
    print([str(cut.divide(1, n)) for n in (3, 6, 7, 9)], cut.create_decimal("99999.9"))
    bad = [(ctx.add, (1.5, 1)), (ctx.add, ("1", 1)), (ctx.create_decimal, (" 1",)), (ctx.create_decimal, ("1_0",))]
    for func, args in bad:
        try:
            print(func(*args))
        except (TypeError, InvalidOperation) as err:
            print(type(err).__name__ + ":", err)
    try:
        ctx.divide(1, 0)
    except DivisionByZero as err:
        print("DivisionByZero:", err)


if __name__ == "__main__":
    main()
