"""Decimal methods given a context of their own (`context=Context(prec=..., rounding=...)`):
each rounds under that context, not the current one, which stays as it was."""
from decimal import Context, Decimal, ROUND_DOWN, ROUND_UP, getcontext

PRICE_CTX = Context(prec=6, rounding=ROUND_UP)
TRUNC_CTX = Context(prec=4, rounding=ROUND_DOWN)


def main():
    d = Decimal("1.231")
    print(d.quantize(Decimal("0.01"), context=PRICE_CTX), d.quantize(Decimal("0.01")), d.quantize(Decimal("0.1"), rounding=ROUND_DOWN, context=PRICE_CTX))
    print(d.to_integral_value(context=PRICE_CTX), d.to_integral(context=TRUNC_CTX), d.to_integral_exact(context=PRICE_CTX))
    print(Decimal(2).sqrt(TRUNC_CTX), Decimal(2).sqrt(), Decimal("123.456").normalize(TRUNC_CTX), Decimal("123456789").scaleb(2, TRUNC_CTX))
    print(Decimal(2).exp(TRUNC_CTX), Decimal(2).ln(PRICE_CTX), Decimal(2).log10(context=TRUNC_CTX), Decimal(1000).log10(TRUNC_CTX))
    print(Decimal("1.234567").max(1, PRICE_CTX), Decimal("-9.87654").min(0, TRUNC_CTX), Decimal(3).fma(Decimal("1.11111"), 0, TRUNC_CTX))
    print(Decimal(1).next_plus(TRUNC_CTX), Decimal(1).next_minus(PRICE_CTX), Decimal(1).next_toward(2, TRUNC_CTX), Decimal("12345").logb(TRUNC_CTX), Decimal("10").remainder_near(6, PRICE_CTX))
    for bad in (5, "x"):
        try:
            Decimal(2).ln(bad)
        except TypeError as exc:
            print("TypeError:", exc)
        try:
            Decimal(2).quantize(Decimal(1), context=bad)
        except TypeError as exc:
            print("TypeError:", exc)
    return getcontext().prec, str(getcontext().rounding)
