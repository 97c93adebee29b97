"""Decimal's comparison, sign, classification and conversion methods over every kind of value
(zeros, subnormals, infinities, quiet and signalling NaNs), and `fma` rounding once."""
from decimal import Decimal, InvalidOperation, localcontext
def main():
    vals = ["0", "-0", "1.50", "-2.5E+7", "123E-10", "0E+4", "0E-8", "1E-999999", "1E-1000005", "Infinity", "-Inf", "NaN", "NaN12", "-NaN", "sNaN", "12345678901234567890123456789012"]
    ds = [Decimal(v) for v in vals]
    for d in ds:
        print(f"{str(d):>34} eng={d.to_eng_string():>34} class={d.number_class():<10} normal={d.is_normal()} sub={d.is_subnormal()} canon={d.is_canonical()} {d.canonical() is d} {d.conjugate() is d} {d.real is d} {d.imag!r} {d.radix()}")
    for a in ds:
        row = []
        for b in ds[:12]:
            for name in ("compare", "compare_signal", "max", "min", "max_mag", "min_mag", "copy_sign", "same_quantum", "compare_total", "compare_total_mag"):
                try:
                    r = getattr(a, name)(b)
                    row.append(str(r))
                except InvalidOperation as e:
                    row.append("IO")
        print(" ".join(row))
    for d in ds[:7] + ds[9:]:
        try:
            print(d.as_integer_ratio())
        except (ValueError, OverflowError) as e:
            print(type(e).__name__, e)
    print(Decimal(7).compare(3), Decimal(1).max(2), Decimal("1.0").max(Decimal("1.00")), Decimal("-0").min(Decimal("0")))
    for x, y, z in [(5, 2, 3), ("1.1", "2.2", "-2.42"), ("Inf", 0, 1), ("Inf", 2, "-Inf"), ("NaN", 1, 1), (1, 1, "sNaN"), ("9" * 20, "9" * 20, 1), ("0.1", "0.1", "0")]:
        try:
            print(Decimal(x).fma(Decimal(y), Decimal(z)))
        except InvalidOperation:
            print("IO")
    for bad in (1.5, "1", None):
        for name in ("compare", "max", "copy_sign", "same_quantum", "compare_total"):
            try:
                getattr(Decimal(1), name)(bad)
            except TypeError as e:
                print(name, e)
    print(Decimal("2.50").to_integral_exact(), Decimal("-2.5").to_integral_exact(), Decimal("12.5").compare(12), Decimal(5).fma(2, 3))
    with localcontext() as ctx:
        ctx.prec = 5
        print(Decimal("1.23456789").max(0), Decimal("-9.87654321").min_mag(100), Decimal("123456789").to_eng_string(), Decimal(3).fma(Decimal("1.00001"), 0))
    return Decimal("0.125").as_integer_ratio()
