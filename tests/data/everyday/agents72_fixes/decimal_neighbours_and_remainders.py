"""Decimal's `next_plus`, `next_minus`, `next_toward`, `logb`, `remainder_near` and `sqrt` at the
edges: zeros, subnormals, the largest finite value, infinities, NaNs and a 3-digit context."""
from decimal import Decimal, InvalidOperation, DivisionByZero, Overflow, localcontext
def main():
    vals = ["0", "-0", "1", "-1", "12", "123.45", "-123.45", "1E+5", "-1E+5", "0.00123", "9.999999999999999999999999999", "-9.999999999999999999999999999", "12345678901234567890123456789012", "-12345678901234567890123456789012", "1000000000000000000000000000000", "1E-1000026", "-1E-1000026", "1E-1000030", "9.999999999999999999999999999E+999999", "Infinity", "-Infinity", "NaN", "NaN7"]
    for v in vals:
        d = Decimal(v)
        out = []
        for name in ("next_plus", "next_minus", "logb"):
            try:
                out.append(str(getattr(d, name)()))
            except (InvalidOperation, DivisionByZero, Overflow) as e:
                out.append(type(e).__name__ + str(e.args[0]))
        for other in ("0", "2", "-5", "Infinity", v):
            try:
                out.append(str(d.next_toward(Decimal(other))))
            except (InvalidOperation, Overflow) as e:
                out.append(type(e).__name__)
        print(v, " ".join(out))
    for a, b in [("2.5", "2"), ("3.5", "2"), ("10", "6"), ("10", "0"), ("0", "0"), ("Inf", "1"), ("5", "Inf"), ("1E+30", "3"), ("0.001", "7"), ("-7.5", "2"), ("7", "-2"), ("-0", "3"), ("123.456", "0.1"), ("1E+27", "7"), ("4.5", "3"), ("1.5", "3"), ("-1.5", "3"), ("NaN", "1"), ("0.5", "-1")]:
        try:
            print(a, b, Decimal(a).remainder_near(Decimal(b)))
        except InvalidOperation as e:
            print(a, b, e)
    for v in ["2", "0.0001", "1E+100", "-16", "Infinity", "NaN", "-0.5", "12345678901234567890123456789012", "0E-5"]:
        try:
            print(v, Decimal(v).sqrt())
        except InvalidOperation as e:
            print(v, "IO", e)
    with localcontext() as ctx:
        ctx.prec = 3
        print(Decimal("1.23").next_plus(), Decimal("-1.23").next_minus(), Decimal("999").next_plus(), Decimal("-100").next_plus(), Decimal("100").next_minus(), Decimal("12345").next_plus(), Decimal("12345").next_minus(), Decimal("-12345").next_plus(), Decimal("7").remainder_near(Decimal("1E-5")) if False else "", Decimal("123456").logb())
    return Decimal(1).next_toward(1)
