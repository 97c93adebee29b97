"""Apply batches of ledger transfers inside a transaction context manager with rollback."""
from contextlib import ExitStack, contextmanager, suppress


class InsufficientFunds(Exception):
    def __init__(self, account: str, needed: int, available: int):
        super().__init__(account, needed, available)
        self.account, self.needed, self.available = account, needed, available

    def __str__(self):
        return f"{self.account} needs {self.needed} but has {self.available}"


class Ledger:
    def __init__(self, balances: dict[str, int]):
        self.balances = dict(balances)
        self.log: list[str] = []

    def transfer(self, src: str, dst: str, amount: int) -> None:
        if amount <= 0:
            raise ValueError(f"bad amount {amount}")
        if self.balances[src] < amount:
            raise InsufficientFunds(src, amount, self.balances[src])
        self.balances[src] -= amount
        self.balances[dst] = self.balances.get(dst, 0) + amount
        self.log.append(f"{src}->{dst}:{amount}")


class Transaction:
    def __init__(self, ledger: Ledger, name: str):
        self.ledger, self.name = ledger, name

    def __enter__(self) -> Ledger:
        self.snapshot = (dict(self.ledger.balances), len(self.ledger.log))
        print(f"  begin {self.name}")
        return self.ledger

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is None:
            print(f"  commit {self.name}")
            return False
        balances, n = self.snapshot
        self.ledger.balances = balances
        del self.ledger.log[n:]
        print(f"  rollback {self.name}: {exc_type.__name__}: {exc}")
        return issubclass(exc_type, InsufficientFunds)


@contextmanager
def audit(label: str, sink: list[str]):
    sink.append(f"open {label}")
    try:
        yield sink
    finally:
        sink.append(f"close {label}")


BATCHES = {
    "payroll": [("corp", "ana", 300), ("corp", "bo", 250)],
    "overdraw": [("ana", "bo", 100), ("bo", "cy", 9999)],
    "invalid": [("cy", "ana", 0)],
    "refund": [("bo", "corp", 50)],
}


def main():
    ledger = Ledger({"corp": 1000, "ana": 0, "bo": 20, "cy": 5})
    trail: list[str] = []
    for name, transfers in BATCHES.items():
        try:
            with Transaction(ledger, name) as lg:
                for t in transfers:
                    lg.transfer(*t)
        except ValueError as e:
            print(f"  batch {name} aborted: {e}")
        print(f"  balances: {ledger.balances}")
    with ExitStack() as stack:
        for label in ("db", "cache"):
            stack.enter_context(audit(label, trail))
        stack.callback(trail.append, "callback ran")
        trail.append("work")
    print("trail:", trail)
    with suppress(KeyError):
        ledger.transfer("nobody", "ana", 1)
    print("log:", ledger.log)
    print("total money conserved:", sum(ledger.balances.values()) == 1025)
    return ledger.balances["corp"]


if __name__ == "__main__":
    main()
