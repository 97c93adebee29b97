"""An amortization schedule an agent prints for a mortgage quote, in Decimal throughout."""
from decimal import Decimal, ROUND_HALF_UP, localcontext

CENT = Decimal("0.01")


def monthly_payment(principal: Decimal, annual_rate_pct: Decimal, months: int) -> Decimal:
    r = annual_rate_pct / 100 / 12
    if r == 0:
        return (principal / months).quantize(CENT, rounding=ROUND_HALF_UP)
    return (principal * r / (1 - (1 + r) ** -months)).quantize(CENT, rounding=ROUND_HALF_UP)


def schedule(principal, rate, months):
    r = rate / 100 / 12
    pay = monthly_payment(principal, rate, months)
    balance = principal
    for month in range(1, months + 1):
        interest = (balance * r).quantize(CENT, rounding=ROUND_HALF_UP)
        towards = pay - interest if month < months else balance
        balance -= towards
        yield month, interest, towards, balance


def main():
    for principal, rate, years in [("250000", "3.5", 30), ("18500", "7.9", 5), ("1200", "0", 1)]:
        p, rt = Decimal(principal), Decimal(rate)
        pay = monthly_payment(p, rt, years * 12)
        rows = list(schedule(p, rt, years * 12))
        paid_interest = sum(i for _, i, _, _ in rows)
        print(f"{p:>12,.2f} at {rt}% for {years}y: {pay:>9,} a month, interest {paid_interest:,.2f}")
        for month, interest, towards, balance in rows[:2] + rows[-1:]:
            print(f"    {month:>3} {interest:>9} {towards:>10} {balance:>12,.2f}")
    growth = Decimal("1.07") ** 30
    print("7% for 30 years:", growth, growth.quantize(Decimal("0.0001")))
    with localcontext(prec=50):
        print("at 50 digits:", Decimal("1.0025") ** 360, Decimal(3) ** -20)
    print(Decimal(2) ** 100, Decimal("0.5") ** -3, Decimal("-1.5") ** 3, Decimal("1.10") ** 2)
