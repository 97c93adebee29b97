"""Accounts-receivable aging report: bucket open invoices by days past due."""
from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP

AS_OF = date(2024, 6, 30)
BUCKET_EDGES = [1, 31, 61, 91]
BUCKET_NAMES = ["current", "1-30", "31-60", "61-90", "90+"]

INVOICES = [
    # (customer, invoice no, issued, net days, amount, paid)
    ("Acme Corp", "INV-1001", date(2024, 3, 1), 30, "1250.00", "0"),
    ("Acme Corp", "INV-1019", date(2024, 5, 20), 30, "980.50", "480.50"),
    ("Globex", "INV-1003", date(2024, 2, 10), 45, "4300.00", "1000.00"),
    ("Globex", "INV-1027", date(2024, 6, 15), 30, "220.10", "0"),
    ("Initech", "INV-1011", date(2024, 4, 2), 60, "760.00", "0"),
    ("Initech", "INV-1012", date(2024, 4, 2), 15, "99.99", "99.99"),
    ("Umbrella", "INV-0990", date(2023, 12, 18), 30, "15000.00", "2500.00"),
]


def money(value: Decimal) -> str:
    q = value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return f"{q:,.2f}"


def bucket_for(days_past_due: int) -> str:
    return BUCKET_NAMES[bisect_right(BUCKET_EDGES, days_past_due)]


def main():
    table: dict[str, dict[str, Decimal]] = defaultdict(lambda: defaultdict(Decimal))
    details = []
    for customer, number, issued, net, amount, paid in INVOICES:
        open_amount = Decimal(amount) - Decimal(paid)
        if open_amount == 0:
            continue
        due = issued + timedelta(days=net)
        late = (AS_OF - due).days
        bucket = bucket_for(late)
        table[customer][bucket] += open_amount
        details.append((late, number, customer, due, open_amount))

    header = f"{'customer':<10}" + "".join(f"{b:>11}" for b in BUCKET_NAMES) + f"{'total':>12}"
    print(f"Aging as of {AS_OF:%d %b %Y}")
    print(header)
    print("-" * len(header))
    grand = defaultdict(Decimal)
    for customer in sorted(table):
        row = table[customer]
        total = sum(row.values(), Decimal(0))
        for b in BUCKET_NAMES:
            grand[b] += row[b]
        cells = "".join(f"{money(row[b]) if row[b] else '-':>11}" for b in BUCKET_NAMES)
        print(f"{customer:<10}{cells}{money(total):>12}")
    grand_total = sum(grand.values(), Decimal(0))
    print("-" * len(header))
    print(f"{'TOTAL':<10}" + "".join(f"{money(grand[b]):>11}" for b in BUCKET_NAMES) + f"{money(grand_total):>12}")
    print("share:    " + "".join(f"{grand[b] / grand_total:>11.1%}" for b in BUCKET_NAMES))
    print("\nmost overdue:")
    for late, number, customer, due, amt in sorted(details, reverse=True)[:3]:
        print(f"  {number} {customer:<9} due {due.isoformat()} {late:>4} days  {money(amt):>10}")
    return str(grand_total)


if __name__ == "__main__":
    main()
