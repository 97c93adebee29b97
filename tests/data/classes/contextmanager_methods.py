"""`@contextmanager` on methods: transactions, indentation and timers an agent writes."""
import contextlib
from contextlib import contextmanager


class Ledger:
    def __init__(self):
        self.balance = 0
        self.log = []

    @contextmanager
    def transaction(self, label, *, strict=True):
        saved = self.balance
        self.log.append(f"begin {label}")
        try:
            yield self
        except ValueError as e:
            self.balance = saved
            self.log.append(f"rollback {label}: {e}")
            if strict:
                raise
        else:
            self.log.append(f"commit {label}")

    def spend(self, amount):
        if amount > self.balance:
            raise ValueError(f"cannot spend {amount} of {self.balance}")
        self.balance -= amount


class Report:
    def __init__(self):
        self.depth = 0
        self.lines = []

    @contextlib.contextmanager
    def section(self, title):
        self.lines.append("  " * self.depth + title)
        self.depth += 1
        yield len(self.lines)
        self.depth -= 1


class AuditedLedger(Ledger):
    def deposit(self, amount):
        with self.transaction(f"deposit {amount}"):
            self.balance += amount


def main():
    book = AuditedLedger()
    book.deposit(100)
    with book.transaction("groceries") as b:
        b.spend(30)
    try:
        with book.transaction("car"):
            book.spend(20)
            book.spend(500)
    except ValueError as e:
        print("failed:", e)
    with book.transaction("lenient", strict=False):
        book.spend(1000)
    print(book.balance, book.log)
    r = Report()
    with r.section("Summary") as n:
        with r.section("Totals"):
            r.lines.append("    42")
        print("opened at line", n)
    with Ledger.transaction(book, "via class"):
        pass
    print("\n".join(r.lines), r.depth, book.log[-1])
