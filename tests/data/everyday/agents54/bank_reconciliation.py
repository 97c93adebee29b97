"""Reconcile a bank statement against the internal ledger."""
from dataclasses import dataclass
from datetime import date, timedelta
from collections import defaultdict


@dataclass(frozen=True)
class Entry:
    ref: str
    when: date
    amount_cents: int
    memo: str


def parse_rows(rows):
    out = []
    for row in rows:
        ref, day, amount, memo = [part.strip() for part in row.split("|")]
        out.append(Entry(ref, date.fromisoformat(day), round(float(amount) * 100), memo))
    return out


BANK = parse_rows([
    "B1 | 2024-03-01 | 1200.00 | ACME PAYROLL",
    "B2 | 2024-03-02 | -45.10  | COFFEE CO",
    "B3 | 2024-03-04 | -300.00 | RENT PARTIAL",
    "B4 | 2024-03-05 | -19.99  | STREAMING",
    "B5 | 2024-03-07 | 75.25   | REFUND",
])

LEDGER = parse_rows([
    "L1 | 2024-03-01 | 1200.00 | payroll march",
    "L2 | 2024-03-03 | -45.10  | coffee",
    "L3 | 2024-03-04 | -600.00 | rent",
    "L4 | 2024-03-06 | -19.99  | streaming sub",
    "L5 | 2024-03-09 | -12.00  | parking",
])


def reconcile(bank, ledger, window=timedelta(days=2)):
    by_amount = defaultdict(list)
    for item in ledger:
        by_amount[item.amount_cents].append(item)
    matched, unmatched_bank = [], []
    used = set()
    for txn in sorted(bank, key=lambda e: (e.when, e.ref)):
        candidates = [c for c in by_amount.get(txn.amount_cents, []) if c.ref not in used]
        candidates = [c for c in candidates if abs(c.when - txn.when) <= window]
        if candidates:
            best = min(candidates, key=lambda c: abs((c.when - txn.when).days))
            used.add(best.ref)
            matched.append((txn, best))
        else:
            unmatched_bank.append(txn)
    unmatched_ledger = [e for e in ledger if e.ref not in used]
    return matched, unmatched_bank, unmatched_ledger


def money(cents):
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) / 100:,.2f}"


def main():
    matched, only_bank, only_ledger = reconcile(BANK, LEDGER)
    print(f"Matched {len(matched)} of {len(BANK)} bank lines")
    for bank_entry, ledger_entry in matched:
        lag = (ledger_entry.when - bank_entry.when).days
        print(f"  {bank_entry.ref} <-> {ledger_entry.ref}  {money(bank_entry.amount_cents):>10}  lag={lag:+d}d")
    print("Only in bank:")
    for e in only_bank:
        print(f"  {e.ref} {e.when:%b %d} {money(e.amount_cents):>10} {e.memo.title()}")
    print("Only in ledger:")
    for e in only_ledger:
        print(f"  {e.ref} {e.when.isoformat()} {money(e.amount_cents):>10} {e.memo!r}")
    bank_total = sum(e.amount_cents for e in BANK)
    ledger_total = sum(e.amount_cents for e in LEDGER)
    diff = bank_total - ledger_total
    print(f"Bank total {money(bank_total)}, ledger total {money(ledger_total)}, difference {money(diff)}")
    if diff:
        print("Status: OUT OF BALANCE")
    else:
        print("Status: balanced")


if __name__ == "__main__":
    main()
