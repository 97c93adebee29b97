"""Double-entry bookkeeping with balanced transactions, a rollback context and a trial balance."""
from collections import defaultdict
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum


class Kind(Enum):
    ASSET = 1
    LIABILITY = -1
    EQUITY = -2
    INCOME = -3
    EXPENSE = 2

    @property
    def debit_normal(self) -> bool:
        return self.value > 0


class LedgerError(Exception):
    pass


class Unbalanced(LedgerError):
    pass


@dataclass(frozen=True)
class Posting:
    account: str
    amount: Decimal  # positive debit, negative credit


class Ledger:
    def __init__(self, accounts: dict):
        self.accounts = accounts
        self.journal: list[tuple[str, list[Posting]]] = []

    def post(self, memo: str, *postings: Posting) -> None:
        unknown = [p.account for p in postings if p.account not in self.accounts]
        if unknown:
            raise LedgerError(f"unknown account(s): {', '.join(unknown)}")
        total = sum(p.amount for p in postings)
        if total != 0:
            raise Unbalanced(f"{memo!r} is off by {total}")
        self.journal.append((memo, list(postings)))

    @contextmanager
    def batch(self):
        mark = len(self.journal)
        try:
            yield self
        except LedgerError as exc:
            del self.journal[mark:]
            print(f"  batch rolled back ({len(self.journal)} entries kept): {exc}")

    def balances(self):
        sums = defaultdict(Decimal)
        for _, postings in self.journal:
            for p in postings:
                sums[p.account] += p.amount
        return {a: sums[a] if k.debit_normal else -sums[a] for a, k in self.accounts.items()}


def dr(acct, amt):
    return Posting(acct, Decimal(amt))


def cr(acct, amt):
    return Posting(acct, -Decimal(amt))


def main():
    ledger = Ledger({"cash": Kind.ASSET, "receivables": Kind.ASSET, "loan": Kind.LIABILITY,
                     "capital": Kind.EQUITY, "sales": Kind.INCOME, "rent": Kind.EXPENSE,
                     "supplies": Kind.EXPENSE})
    with ledger.batch():
        ledger.post("owner investment", dr("cash", "10000"), cr("capital", "10000"))
        ledger.post("bank loan", dr("cash", "5000"), cr("loan", "5000"))
        ledger.post("rent for May", dr("rent", "1200"), cr("cash", "1200"))
    with ledger.batch():
        ledger.post("invoice 17", dr("receivables", "3400.50"), cr("sales", "3400.50"))
        ledger.post("typo", dr("supplies", "99.99"), cr("cash", "99.90"))
    with ledger.batch():
        ledger.post("cash sale", dr("cash", "820.25"), cr("sales", "820.25"))
        ledger.post("pens", dr("supplies", "45.10"), cr("petty", "45.10"))
    with ledger.batch():
        ledger.post("customer paid", dr("cash", "3400.50"), cr("receivables", "3400.50"))
        ledger.post("supplies", dr("supplies", "310.00"), cr("cash", "310.00"))
    print(f"{len(ledger.journal)} journal entries")
    bal = ledger.balances()
    for kind in Kind:
        names = [a for a, k in ledger.accounts.items() if k is kind]
        print(f"{kind.name.title():<10}" + "  ".join(f"{a}={bal[a]:,.2f}" for a in names))
    assets = sum(bal[a] for a, k in ledger.accounts.items() if k is Kind.ASSET)
    income = bal["sales"] - bal["rent"] - bal["supplies"]
    print(f"assets {assets:,.2f} = liabilities {bal['loan']:,.2f} + equity "
          f"{bal['capital'] + income:,.2f}")


if __name__ == "__main__":
    main()
