from dataclasses import dataclass, field
from typing import List


@dataclass
class Txn:
    day: int
    kind: str
    amount: float
    memo: str = ""


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: List[Txn] = field(default_factory=list)


def apply(acct: Account, txn: Txn) -> bool:
    if txn.kind == "deposit":
        acct.balance += txn.amount
    elif txn.kind == "withdraw":
        if txn.amount > acct.balance:
            return False
        acct.balance -= txn.amount
    else:
        return False
    acct.history.append(txn)
    return True


def main():
    acct = Account("Dana")
    txns = [
        Txn(1, "deposit", 500.0, "salary"),
        Txn(2, "withdraw", 120.25, "groceries"),
        Txn(3, "withdraw", 1000.0, "car"),
        Txn(4, "deposit", 75.5),
        Txn(5, "refund", 10.0),
        Txn(6, "withdraw", 60.0, "dinner"),
    ]
    rejected = []
    for t in txns:
        if not apply(acct, t):
            rejected.append(t)
    print(f"{acct.owner}: balance {acct.balance:.2f}")
    for t in acct.history:
        sign = "+" if t.kind == "deposit" else "-"
        print(f"  day {t.day:02d} {sign}{t.amount:>8.2f} {t.memo or '(no memo)'}")
    print("rejected:", [(t.day, t.kind) for t in rejected])
    deposits = sum(t.amount for t in acct.history if t.kind == "deposit")
    withdrawals = sum(t.amount for t in acct.history if t.kind == "withdraw")
    print("in=%.2f out=%.2f net=%+.2f" % (deposits, withdrawals, deposits - withdrawals))
    print(acct.history[0])


if __name__ == "__main__":
    main()
