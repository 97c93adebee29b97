"""Build a loan amortization schedule and compare extra-payment scenarios."""
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")


def monthly_payment(principal, annual_rate, months):
    r = annual_rate / 12
    if r == 0:
        return (principal / months).quantize(CENT, ROUND_HALF_UP)
    factor = (1 + r) ** months
    return (principal * r * factor / (factor - 1)).quantize(CENT, ROUND_HALF_UP)


def schedule(principal, annual_rate, months, extra=Decimal("0")):
    payment = monthly_payment(principal, annual_rate, months)
    balance = principal
    r = annual_rate / 12
    month = 0
    while balance > 0:
        month += 1
        interest = (balance * r).quantize(CENT, ROUND_HALF_UP)
        principal_part = min(payment + extra - interest, balance)
        balance -= principal_part
        yield month, interest, principal_part, balance


def summarize(rows):
    rows = list(rows)
    total_interest = sum((row[1] for row in rows), Decimal("0"))
    return len(rows), total_interest


def main():
    principal = Decimal("25000")
    rate = Decimal("0.065")
    months = 60
    payment = monthly_payment(principal, rate, months)
    print(f"Loan {principal:,} at {rate:.2%} for {months} months: payment {payment}")
    print(f"{'#':>3} {'interest':>10} {'principal':>10} {'balance':>12}")
    rows = list(schedule(principal, rate, months))
    for month, interest, part, balance in rows[:3] + rows[-2:]:
        print(f"{month:>3} {interest:>10} {part:>10} {balance:>12,}")
    for extra in ("0", "50", "200"):
        count, interest = summarize(schedule(principal, rate, months, Decimal(extra)))
        years, rem = divmod(count, 12)
        print(f"extra {extra:>4}/mo: {count} payments ({years}y {rem}m), interest {interest:,.2f}")
    print("zero-rate payment:", monthly_payment(Decimal("1000"), Decimal("0"), 7))
    print(Decimal("2.675").quantize(CENT), Decimal("2.675").quantize(CENT, ROUND_HALF_UP), round(2.675, 2))


if __name__ == "__main__":
    main()
