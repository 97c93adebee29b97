def fmt_money(cents: int, symbol: str = "$") -> str:
    sign = "-" if cents < 0 else ""
    dollars, rem = divmod(abs(cents), 100)
    return f"{sign}{symbol}{dollars:,}.{rem:02d}"


def split_bill(total_cents, people):
    base, extra = divmod(total_cents, people)
    return [base + 1 if i < extra else base for i in range(people)]


def compound(principal, rate, years, per_year=12):
    return principal * (1 + rate / per_year) ** (per_year * years)


def main():
    for c in [0, 5, 99, 100, 123456, -250075, 10**11 + 1]:
        print(f"{c:>14} -> {fmt_money(c):>20} {fmt_money(c, '€')}")
    shares = split_bill(10000, 3)
    print(shares, sum(shares), [fmt_money(s) for s in shares])
    for years in (1, 5, 10, 30):
        v = compound(1000, 0.05, years)
        print(f"after {years:>2} years: {v:>12,.2f} ({v / 1000 - 1:+.1%})")
    print("%10.3f|%-10d|%05d|%x|%e|%s|%r" % (3.14159, 42, 7, 255, 12345.678, "hi", "hi"))
    print("%(name)s owes %(amount).2f" % {"name": "Kai", "amount": 12.5})
    print("{0} + {0} = {1}".format(2, 4), "{:>8}".format("right"), "{:^8}|".format("mid"))
    print("{name}:{val:08.3f}".format(name="pi", val=3.14159265), "{!r}".format("q"))
    print(round(1234.5678, -2), round(1234.5678, 1), round(0.125, 2), round(2.5), round(3.5))
    print(f"{1e-7:.2e} {123456789.0:g} {0.000012345:g} {1.5:g} {100.0:.0f} {2/3:.10f}")
    print(1e16, 1e15, 0.1 + 0.2, 1/3, 2.0 ** 60, float("inf"), -0.0)


if __name__ == "__main__":
    main()
