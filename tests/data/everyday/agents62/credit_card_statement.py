"""Compute a credit-card statement with average-daily-balance interest on Decimal."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP, getcontext

getcontext().prec = 28
APR = Decimal("0.2399")
CENT = Decimal("0.01")


@dataclass(order=True)
class Txn:
    posted: date
    kind: str = field(compare=False)
    amount: Decimal = field(compare=False)
    memo: str = field(default="", compare=False)


def daily_balances(opening, txns, start, end):
    balance = opening
    by_day = {}
    for t in sorted(txns):
        by_day.setdefault(t.posted, []).append(t)
    day = start
    while day <= end:
        for t in by_day.get(day, []):
            balance += t.amount if t.kind in ("purchase", "fee") else -t.amount
        yield day, balance
        day += timedelta(days=1)


def statement(opening, txns, start, end):
    balances = list(daily_balances(opening, txns, start, end))
    adb = sum(b for _, b in balances) / len(balances)
    interest = (adb * APR / 365 * len(balances)).quantize(CENT, rounding=ROUND_HALF_UP)
    if adb <= 0:
        interest = Decimal("0.00")
    closing = balances[-1][1] + interest
    minimum = max(Decimal("25.00"), (closing * Decimal("0.02")).quantize(CENT, rounding=ROUND_HALF_UP))
    return adb.quantize(CENT), interest, closing, min(minimum, closing), len(balances)


def main():
    start, end = date(2026, 3, 1), date(2026, 3, 31)
    txns = [
        Txn(date(2026, 3, 3), "purchase", Decimal("84.20"), "Grocer"),
        Txn(date(2026, 3, 5), "payment", Decimal("500.00"), "Thank you"),
        Txn(date(2026, 3, 5), "purchase", Decimal("12.99"), "Music"),
        Txn(date(2026, 3, 14), "purchase", Decimal("1249.00"), "Laptop"),
        Txn(date(2026, 3, 20), "refund", Decimal("49.99"), "Returned cable"),
        Txn(date(2026, 3, 28), "fee", Decimal("35.00"), "Late fee"),
    ]
    opening = Decimal("732.15")
    print(f"Statement {start:%d %b} - {end:%d %b %Y}")
    print(f"{'date':<8}{'description':<18}{'amount':>12}")
    for t in sorted(txns):
        sign = "" if t.kind in ("purchase", "fee") else "-"
        print(f"{t.posted:%d %b}  {t.memo:<18}{sign + str(t.amount):>12}")
    adb, interest, closing, minimum, days = statement(opening, txns, start, end)
    print(f"opening balance      {opening:>12,}")
    print(f"average daily bal.   {adb:>12,} over {days} days")
    print(f"interest @ {APR:.2%}    {interest:>12}")
    print(f"closing balance      {closing:>12,}")
    print(f"minimum payment      {minimum:>12}")
    peak = max(daily_balances(opening, txns, start, end), key=lambda p: p[1])
    print(f"peak balance {peak[1]} on {peak[0]:%d %b}")
    print(Txn(date(2026, 1, 1), "a", Decimal(1)) == Txn(date(2026, 1, 1), "b", Decimal(2)))
    paid_off = closing
    months = 0
    while paid_off > 0 and months < 120:
        paid_off = (paid_off * (1 + APR / 12)).quantize(CENT) - Decimal("100")
        months += 1
    print(f"paying 100/month clears it in {months} months; last payment {100 + paid_off:.2f}")
    print(Decimal("1.005").quantize(CENT), Decimal("1.005").quantize(CENT, rounding=ROUND_HALF_UP), Decimal("7") / Decimal("3"))


if __name__ == "__main__":
    main()
