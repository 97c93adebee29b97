"""Reconcile a bank statement export against a ledger: match by amount and date, report drift."""
import csv
import io
from collections import defaultdict
from datetime import datetime, date
from decimal import Decimal, InvalidOperation

STATEMENT = """Date,Description,Amount,Balance
2024-03-01,Opening balance,,1520.40
2024-03-02,CARD PURCHASE GROCER #114,-82.17,1438.23
2024-03-04,SALARY ACME CORP,2450.00,3888.23
2024-03-05,DIRECT DEBIT ELECTRIC,-64.90,3823.33
2024-03-07,CARD PURCHASE CAFE LUNA,-4.50,3818.83
2024-03-07,CARD PURCHASE CAFE LUNA,-4.50,3814.33
2024-03-11,TRANSFER TO SAVINGS,-500.00,3314.33
2024-03-15,ATM WITHDRAWAL,-60.00,3254.33
2024-03-18,REFUND ONLINE STORE,19.99,3274.32
2024-03-20,CARD PURCHASE ???,abc,3274.32
"""

LEDGER = [
    ("2024-03-02", "groceries", Decimal("-82.17")),
    ("2024-03-04", "salary", Decimal("2450.00")),
    ("2024-03-05", "electricity", Decimal("-64.90")),
    ("2024-03-07", "coffee", Decimal("-4.50")),
    ("2024-03-11", "savings", Decimal("-500.00")),
    ("2024-03-16", "cash", Decimal("-60.00")),
    ("2024-03-22", "rent", Decimal("-950.00")),
]


def parse_statement(text):
    rows, errors = [], []
    for i, rec in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        if not rec["Amount"]:
            continue
        try:
            amount = Decimal(rec["Amount"])
        except InvalidOperation:
            errors.append(f"line {i}: bad amount {rec['Amount']!r}")
            continue
        when = datetime.strptime(rec["Date"], "%Y-%m-%d").date()
        rows.append((when, rec["Description"].title(), amount))
    return rows, errors


def reconcile(bank, ledger, tolerance_days=2):
    unmatched_ledger = [(date.fromisoformat(d), cat, amt) for d, cat, amt in ledger]
    matched, bank_only = [], []
    for when, desc, amount in bank:
        hit = None
        for idx, (lwhen, cat, lamt) in enumerate(unmatched_ledger):
            if lamt == amount and abs((lwhen - when).days) <= tolerance_days:
                hit = idx
                break
        if hit is None:
            bank_only.append((when, desc, amount))
        else:
            lwhen, cat, lamt = unmatched_ledger.pop(hit)
            matched.append((when, desc, cat, (lwhen - when).days))
    return matched, bank_only, unmatched_ledger


def main():
    bank, errors = parse_statement(STATEMENT)
    print(f"{len(bank)} statement rows, {len(errors)} errors")
    for e in errors:
        print("  !", e)
    matched, bank_only, ledger_only = reconcile(bank, LEDGER)
    print("\nMatched:")
    for when, desc, cat, drift in matched:
        flag = "" if drift == 0 else f" (ledger {drift:+d}d)"
        print(f"  {when:%d %b}  {desc:<28} -> {cat}{flag}")
    print("\nOnly on statement:")
    for when, desc, amount in bank_only:
        print(f"  {when.isoformat()}  {desc:<28} {amount:>10}")
    print("\nOnly in ledger:")
    for when, cat, amount in ledger_only:
        print(f"  {when.strftime('%a %d/%m')}  {cat:<12} {amount:>10,.2f}")
    by_kind = defaultdict(Decimal)
    for _, desc, amount in bank:
        kind = desc.split()[0]
        by_kind[kind] += amount
    print("\nTotals by kind:")
    for kind, total in sorted(by_kind.items(), key=lambda kv: kv[1]):
        print(f"  {kind:<10}{total:>12,.2f}")
    net = sum((a for _, _, a in bank), Decimal(0))
    print(f"Net movement: {net:+.2f}")
    return len(matched)


if __name__ == "__main__":
    main()
