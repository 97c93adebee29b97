"""Compare savings offers by APR, compounding frequency and effective yield."""
import math

OFFERS = [
    ("Easy Saver", 0.0425, 12),
    ("Fixed 1yr", 0.0440, 1),
    ("Daily Plus", 0.0419, 365),
    ("Quarterly", 0.0432, 4),
    ("Continuous", 0.0418, None),
]


def apy(rate, periods):
    if periods is None:
        return math.exp(rate) - 1
    return (1 + rate / periods) ** periods - 1


def years_to_double(rate, periods):
    growth = math.log1p(apy(rate, periods))
    return math.log(2) / growth


def balance(principal, rate, periods, years):
    return principal * (1 + apy(rate, periods)) ** years


def main():
    print(f"{'offer':<12}{'APR':>8}{'n':>6}{'APY':>10}{'double in':>11}{'10k after 5y':>15}")
    ranked = []
    for name, rate, periods in OFFERS:
        y = apy(rate, periods)
        ranked.append((y, name))
        n = "cont" if periods is None else str(periods)
        print(f"{name:<12}{rate:>8.2%}{n:>6}{y:>10.4%}{years_to_double(rate, periods):>10.2f}y"
              f"{balance(10_000, rate, periods, 5):>15,.2f}")
    ranked.sort(reverse=True)
    print("ranking:", " > ".join(name for _, name in ranked))
    best, worst = ranked[0][0], ranked[-1][0]
    print(f"spread: {best - worst:.6f} ({(best - worst) * 1e4:.1f} bp)")
    print(f"scientific: {best:e} {best:.3E} {best:g} {1e-7:g} {123456789.0:g} {0.5:G}")
    print(f"rule of 72 at 4.4%: {72 / 4.4:.1f}y vs exact {math.log(2) / math.log(1.044):.2f}y")
    target = 15_000
    for name, rate, periods in OFFERS[:2]:
        years = math.log(target / 10_000) / math.log1p(apy(rate, periods))
        print(f"{name}: {math.ceil(years)} whole years to reach {target:_}")
    monthly = 200
    r = OFFERS[0][1] / 12
    fv = monthly * ((1 + r) ** 60 - 1) / r
    print(f"saving {monthly}/month for 5y at {OFFERS[0][1]:.2%}: {fv:,.2f} ({fv - monthly * 60:+,.2f} interest)")
    print(f"isclose check: {math.isclose(apy(0.05, 10**6), math.exp(0.05) - 1, rel_tol=1e-6)}")
    print(f"{'%':>3} {0.123456:.0%} {0.5:%} {-0.0125:+.3%}")


if __name__ == "__main__":
    main()
