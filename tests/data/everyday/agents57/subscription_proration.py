"""Prorate subscription plan changes mid-cycle and build a credit/charge ledger."""
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from dataclasses import dataclass

PRICES = {"starter": Decimal("12.00"), "team": Decimal("49.00"), "business": Decimal("199.00")}


@dataclass
class Change:
    on: date
    plan: str
    seats: int


def add_month(d):
    year, month = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
    day = min(d.day, [31, 29 if year % 4 == 0 and (year % 100 or year % 400 == 0) else 28,
                      31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1])
    return date(year, month, day)


def money(x):
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def prorate(cycle_start, changes):
    cycle_end = add_month(cycle_start)
    days = (cycle_end - cycle_start).days
    ledger = []
    current = changes[0]
    ledger.append((cycle_start, f"charge {current.plan} x{current.seats}", money(PRICES[current.plan] * current.seats)))
    for change in changes[1:]:
        if not cycle_start <= change.on < cycle_end:
            raise ValueError(f"change on {change.on} outside cycle")
        remaining = (cycle_end - change.on).days
        fraction = Decimal(remaining) / Decimal(days)
        credit = money(PRICES[current.plan] * current.seats * fraction)
        charge = money(PRICES[change.plan] * change.seats * fraction)
        ledger.append((change.on, f"credit unused {current.plan} ({remaining}/{days} d)", -credit))
        ledger.append((change.on, f"charge {change.plan} x{change.seats} ({remaining}/{days} d)", charge))
        current = change
    return cycle_end, ledger


def main():
    start = date(2024, 1, 31)
    print("cycle ends:", [str(d) for d in (add_month(start), add_month(add_month(start)), add_month(date(2023, 12, 15)))])
    changes = [
        Change(date(2024, 2, 10), "starter", 3),
        Change(date(2024, 2, 17), "team", 3),
        Change(date(2024, 2, 26), "team", 5),
        Change(date(2024, 3, 5), "business", 1),
    ]
    end, ledger = prorate(date(2024, 2, 10), changes)
    balance = Decimal(0)
    for day, text, amount in ledger:
        balance += amount
        print(f"{day:%b %d}  {text:<36} {amount:>9} {balance:>9}")
    print(f"cycle {changes[0].on} .. {end - timedelta(days=1)}: due {balance}")
    try:
        prorate(date(2024, 2, 10), changes[:1] + [Change(date(2024, 3, 20), "team", 1)])
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
