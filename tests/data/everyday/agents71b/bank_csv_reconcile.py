import csv
import io
from decimal import Decimal
from datetime import datetime, timedelta

BANK_CSV = """Date,Description,Amount,Reference
03/01/2024,CARD PAYMENT ACME HOSTING,-49.00,TX1001
03/02/2024,TRANSFER FROM CLIENT BLUE LTD,"1,250.00",TX1002
03/04/2024,DIRECT DEBIT OFFICE RENT,-900.00,TX1003
03/05/2024,CARD PAYMENT COFFEE CORNER,-7.80,TX1004
03/07/2024,TRANSFER FROM CLIENT RED GMBH,640.50,TX1005
03/08/2024,BANK FEE,-2.50,TX1006
"""

LEDGER_CSV = """id;date;account;amount;memo
L-1;2024-03-01;hosting;-49.00;Acme hosting March
L-2;2024-03-03;sales;1250.00;Invoice 88 Blue Ltd
L-3;2024-03-04;rent;-900.00;March rent
L-4;2024-03-06;sales;640.00;Invoice 91 Red GmbH
L-5;2024-03-09;software;-19.99;Editor licence
"""


def read_bank(text):
    rows = []
    for row in csv.DictReader(io.StringIO(text)):
        rows.append({
            "ref": row["Reference"],
            "date": datetime.strptime(row["Date"], "%m/%d/%Y").date(),
            "amount": Decimal(row["Amount"].replace(",", "")),
            "text": row["Description"].title(),
        })
    return rows


def read_ledger(text):
    reader = csv.reader(io.StringIO(text), delimiter=";")
    header = next(reader)
    return [dict(zip(header, r), amount=Decimal(r[3]), date=datetime.fromisoformat(r[1]).date()) for r in reader]


def reconcile(bank, ledger, day_tolerance=2):
    matched, unmatched_ledger = [], list(ledger)
    unmatched_bank = []
    for b in bank:
        candidates = [l for l in unmatched_ledger
                      if l["amount"] == b["amount"] and abs(l["date"] - b["date"]) <= timedelta(days=day_tolerance)]
        if candidates:
            best = min(candidates, key=lambda l: abs(l["date"] - b["date"]))
            unmatched_ledger.remove(best)
            matched.append((b, best))
        else:
            unmatched_bank.append(b)
    return matched, unmatched_bank, unmatched_ledger


def main():
    bank = read_bank(BANK_CSV)
    ledger = read_ledger(LEDGER_CSV)
    matched, only_bank, only_ledger = reconcile(bank, ledger)
    print(f"matched {len(matched)} of {len(bank)} bank lines")
    for b, l in matched:
        lag = (b["date"] - l["date"]).days
        print(f"  {b['ref']} <-> {l['id']:<4} {b['amount']:>9} lag {lag:+d}d  {l['memo']}")
    print("in bank only:")
    for b in only_bank:
        near = [l["id"] for l in only_ledger if abs(l["amount"] - b["amount"]) <= 1]
        hint = f"  (close amount: {', '.join(near)})" if near else ""
        print(f"  {b['ref']} {b['date']} {b['amount']:>9} {b['text']}{hint}")
    print("in ledger only:", [(l["id"], str(l["amount"])) for l in only_ledger])
    diff = sum(b["amount"] for b in bank) - sum(l["amount"] for l in ledger)
    print("balance difference:", diff)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(["ref", "status", "amount", "note"])
    for b, l in matched:
        writer.writerow([b["ref"], "matched", b["amount"], l["memo"]])
    for b in only_bank:
        writer.writerow([b["ref"], "unmatched", b["amount"], f'needs entry, "{b["text"]}"'])
    print(out.getvalue(), end="")
    dw = csv.DictWriter(out := io.StringIO(), fieldnames=["id", "amount"], extrasaction="ignore", lineterminator="\n")
    dw.writeheader()
    dw.writerows(only_ledger)
    print(out.getvalue().strip().replace("\n", " | "))
    return str(diff)


if __name__ == "__main__":
    main()
