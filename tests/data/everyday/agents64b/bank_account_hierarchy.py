"""Bank accounts with a class hierarchy, overdraft rules and an audited transfer service."""
from abc import ABC, abstractmethod
from decimal import Decimal


class BankError(Exception):
    code = "E000"

    def __str__(self):
        return f"[{self.code}] {super().__str__()}"


class InsufficientFunds(BankError):
    code = "E101"

    def __init__(self, account, amount):
        super().__init__(f"{account.number} cannot cover {amount}")
        self.account, self.amount = account, amount


class AccountFrozen(BankError):
    code = "E102"


class Account(ABC):
    _next = 1

    def __init__(self, owner, balance="0"):
        self.owner = owner
        self.balance = Decimal(balance)
        self.number = f"{self.prefix}-{Account._next:04d}"
        Account._next += 1
        self.frozen = False
        self.history = []

    @property
    @abstractmethod
    def prefix(self):
        ...

    def available(self):
        return self.balance

    def withdraw(self, amount):
        amount = Decimal(amount)
        if self.frozen:
            raise AccountFrozen(f"{self.number} is frozen")
        if amount > self.available():
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(-amount)

    def deposit(self, amount):
        amount = Decimal(amount)
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(amount)

    def month_end(self):
        pass

    def __str__(self):
        return f"{self.number} {self.owner:<5} {self.balance:>9.2f}"


class Checking(Account):
    prefix = "CHK"

    def __init__(self, owner, balance="0", overdraft="100"):
        super().__init__(owner, balance)
        self.overdraft = Decimal(overdraft)

    def available(self):
        return self.balance + self.overdraft

    def month_end(self):
        if self.balance < 0:
            fee = Decimal("5.00")
            self.balance -= fee
            self.history.append(-fee)


class Savings(Account):
    prefix = "SAV"
    RATE = Decimal("0.015")

    def month_end(self):
        interest = (self.balance * self.RATE / 12).quantize(Decimal("0.01"))
        self.balance += interest
        self.history.append(interest)


def transfer(src, dst, amount, audit):
    try:
        src.withdraw(amount)
    except BankError as exc:
        audit.append(f"FAIL {src.number}->{dst.number} {amount}: {exc}")
        raise
    else:
        dst.deposit(amount)
        audit.append(f"OK   {src.number}->{dst.number} {amount}")
    finally:
        audit.append(f"  checked {src.number}")


def main():
    audit = []
    ann_c, ann_s = Checking("ann", "250.00"), Savings("ann", "1000")
    bob_c = Checking("bob", "20", overdraft="0")
    for src, dst, amt in [(ann_c, bob_c, "300"), (bob_c, ann_c, "50"), (ann_s, ann_c, "400.50"),
                          (ann_c, ann_s, "1000")]:
        try:
            transfer(src, dst, amt, audit)
        except InsufficientFunds as exc:
            print("short by", exc.amount - exc.account.available())
    bob_c.frozen = True
    try:
        transfer(bob_c, ann_s, "1", audit)
    except BankError as exc:
        print(type(exc).__name__, exc, isinstance(exc, Exception))
    for acc in (ann_c, ann_s, bob_c):
        acc.month_end()
        print(acc, [str(h) for h in acc.history])
    print("\n".join(audit))
    total = sum(a.balance for a in (ann_c, ann_s, bob_c))
    print(total, type(total).__name__)
    try:
        ann_s.deposit("-3")
    except ValueError as exc:
        print("ValueError:", exc)


if __name__ == "__main__":
    main()
