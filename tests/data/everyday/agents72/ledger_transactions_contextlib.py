"""Apply batches of ledger postings atomically using context managers."""
from contextlib import ExitStack, contextmanager, suppress, closing
from decimal import Decimal


class InsufficientFunds(Exception):
    pass


class Ledger:
    def __init__(self, balances):
        self.balances = {k: Decimal(v) for k, v in balances.items()}
        self.journal = []
        self.locks = []

    @contextmanager
    def transaction(self, label):
        snapshot = dict(self.balances)
        mark = len(self.journal)
        try:
            yield self
        except InsufficientFunds as exc:
            self.balances = snapshot
            del self.journal[mark:]
            self.journal.append(f"ROLLBACK {label}: {exc}")
            raise
        else:
            self.journal.append(f"COMMIT {label}")

    @contextmanager
    def lock(self, account):
        self.locks.append(account)
        try:
            yield account
        finally:
            self.locks.remove(account)
            self.journal.append(f"unlock {account}")

    def post(self, account, amount):
        amount = Decimal(amount)
        new = self.balances.get(account, Decimal(0)) + amount
        if new < 0 and not account.startswith("ext:"):
            raise InsufficientFunds(f"{account} would go to {new}")
        self.balances[account] = new
        self.journal.append(f"  {account:<10} {amount:>+9}")


class Statement:
    def __init__(self, name):
        self.name, self.lines, self.closed = name, [], False

    def close(self):
        self.closed = True


def transfer_batch(ledger, label, moves):
    with ExitStack() as stack:
        for acct in sorted({a for a, _ in moves}):
            stack.enter_context(ledger.lock(acct))
        with ledger.transaction(label):
            for acct, amount in moves:
                ledger.post(acct, amount)


def main():
    ledger = Ledger({"alice": "100.00", "bob": "20.00", "ops": "0"})
    batches = [
        ("rent", [("alice", "-60.00"), ("ops", "60.00")]),
        ("refund", [("ops", "-15.50"), ("bob", "15.50")]),
        ("overdraw", [("bob", "-50.00"), ("alice", "50.00")]),
        ("deposit", [("ext:bank", "-200"), ("alice", "200")]),
    ]
    for label, moves in batches:
        with suppress(InsufficientFunds):
            transfer_batch(ledger, label, moves)
    print("\n".join(ledger.journal))
    print({k: str(v) for k, v in sorted(ledger.balances.items())})
    print("locks held:", ledger.locks, "total:", sum(ledger.balances.values()))
    with closing(Statement("monthly")) as st:
        st.lines.append("ok")
    print(st.name, st.lines, st.closed)


if __name__ == "__main__":
    main()
