"""Reconcile a bank export against the ledger export, both CSV, by reference and amount."""
import csv
import io
from collections import defaultdict
from datetime import datetime
from decimal import Decimal

BANK_CSV = """Date,Description,Reference,Amount
03/01/2024,ACME CORP PAYMENT,INV-1001,"1,250.00"
03/02/2024,OFFICE SUPPLIES LTD,PO-77,-89.99
03/04/2024,CLOUD HOSTING,SUB-2024-03,-49.00
03/05/2024,BANK FEE,,-2.50
03/07/2024,GLOBEX LLC,INV-1003,800.00
03/08/2024,GLOBEX LLC,INV-1004,"2,100.00"
"""

LEDGER_CSV = """entry_id;posted;ref;amount;account
L-1;2024-03-01;INV-1001;1250.00;receivables
L-2;2024-03-02;PO-77;-89.90;supplies
L-3;2024-03-03;SUB-2024-03;-49.00;software
L-4;2024-03-06;INV-1002;430.00;receivables
L-5;2024-03-07;INV-1003;800.00;receivables
L-6;2024-03-09;INV-1004;2100.00;receivables
"""

TOLERANCE_DAYS = 2


def load_bank(text):
    rows = []
    for row in csv.DictReader(io.StringIO(text)):
        rows.append({
            "date": datetime.strptime(row["Date"], "%m/%d/%Y").date(),
            "ref": row["Reference"] or None,
            "amount": Decimal(row["Amount"].replace(",", "")),
            "desc": row["Description"].title(),
        })
    return rows


def load_ledger(text):
    reader = csv.DictReader(io.StringIO(text), delimiter=";")
    return [{"id": r["entry_id"], "date": datetime.strptime(r["posted"], "%Y-%m-%d").date(),
             "ref": r["ref"], "amount": Decimal(r["amount"]), "account": r["account"]} for r in reader]


def main():
    bank = load_bank(BANK_CSV)
    ledger = load_ledger(LEDGER_CSV)
    by_ref = defaultdict(list)
    for entry in ledger:
        by_ref[entry["ref"]].append(entry)

    matched, mismatched, bank_only = [], [], []
    used = set()
    for txn in bank:
        candidates = [e for e in by_ref.get(txn["ref"], []) if e["id"] not in used]
        if not candidates:
            bank_only.append(txn)
            continue
        entry = candidates[0]
        used.add(entry["id"])
        delta_days = abs((txn["date"] - entry["date"]).days)
        if entry["amount"] == txn["amount"] and delta_days <= TOLERANCE_DAYS:
            matched.append((txn, entry))
        else:
            mismatched.append((txn, entry, txn["amount"] - entry["amount"], delta_days))
    ledger_only = [e for e in ledger if e["id"] not in used]

    print(f"matched: {len(matched)}")
    for txn, entry in matched:
        print(f"  {txn['ref']:<12} {entry['id']:<4} {txn['amount']:>10,.2f} {entry['account']}")
    print(f"mismatched: {len(mismatched)}")
    for txn, entry, diff, days in mismatched:
        print(f"  {txn['ref']:<12} bank {txn['amount']:>9} ledger {entry['amount']:>9} diff {diff:+.2f} days {days}")
    print(f"bank only: {len(bank_only)}")
    for txn in bank_only:
        print(f"  {txn['date']:%d %b} {txn['desc']:<20} {txn['amount']:>8}")
    print(f"ledger only: {len(ledger_only)}")
    for e in ledger_only:
        print(f"  {e['id']} {e['ref']} {e['amount']} posted {e['date'].isoformat()}")

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["status", "ref", "amount"])
    writer.writerows(("matched", t["ref"], t["amount"]) for t, _ in matched)
    writer.writerows(("bank_only", t["ref"] or "", t["amount"]) for t in bank_only)
    writer.writerows(("ledger_only", e["ref"], e["amount"]) for e in ledger_only)
    print(out.getvalue(), end="")
    net = sum((t["amount"] for t in bank), Decimal("0")) - sum((e["amount"] for e in ledger), Decimal("0"))
    print(f"net difference: {net:+,.2f}")
    return len(matched)


if __name__ == "__main__":
    main()
