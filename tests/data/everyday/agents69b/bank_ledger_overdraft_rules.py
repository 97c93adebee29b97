"""A bank ledger with overdraft limits, fees and a monthly statement."""
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from typing import List


class LedgerError(Exception):
    """Base class for ledger failures."""


class InsufficientFunds(LedgerError):
    def __init__(self, account: str, needed: Decimal, available: Decimal) -> None:
        self.account = account
        self.needed = needed
        self.available = available
        super().__init__(f"{account} needs {needed} but only {available} available")


class FrozenAccount(LedgerError):
    pass


@dataclass
class Entry:
    day: int
    memo: str
    amount: Decimal


@dataclass
class Account:
    number: str
    owner: str
    overdraft: Decimal = Decimal("0")
    frozen: bool = False
    entries: List[Entry] = field(default_factory=list)

    @property
    def balance(self) -> Decimal:
        return sum((e.amount for e in self.entries), Decimal("0"))

    def available(self) -> Decimal:
        return self.balance + self.overdraft


class Bank:
    FEE = Decimal("12.50")

    def __init__(self) -> None:
        self.accounts: dict[str, Account] = {}

    def open(self, number: str, owner: str, overdraft: str = "0") -> Account:
        acct = Account(number, owner, Decimal(overdraft))
        self.accounts[number] = acct
        return acct

    def post(self, number: str, day: int, memo: str, amount: str) -> None:
        acct = self.accounts[number]
        if acct.frozen:
            raise FrozenAccount(f"{number} is frozen")
        value = Decimal(amount)
        if value < 0 and -value > acct.available():
            raise InsufficientFunds(number, -value, acct.available())
        was_positive = acct.balance >= 0
        acct.entries.append(Entry(day, memo, value))
        if was_positive and acct.balance < 0:
            acct.entries.append(Entry(day, "overdraft fee", -self.FEE))

    def transfer(self, day: int, src: str, dst: str, amount: str) -> None:
        self.post(src, day, f"to {dst}", "-" + amount)
        self.post(dst, day, f"from {src}", amount)

    def accrue_interest(self, day: int, yearly_rate: str) -> None:
        rate = Decimal(yearly_rate) / 12
        for acct in self.accounts.values():
            if acct.balance > 0 and not acct.frozen:
                interest = (acct.balance * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
                acct.entries.append(Entry(day, "interest", interest))


def statement(acct: Account) -> None:
    print(f"== {acct.number} {acct.owner} ==")
    running = Decimal("0")
    for e in sorted(acct.entries, key=lambda e: e.day):
        running += e.amount
        print(f"  d{e.day:02d} {e.memo:<16}{e.amount:>10}{running:>10}")
    print(f"  closing balance {acct.balance:>26}")


def main() -> None:
    bank = Bank()
    bank.open("CHK-1", "Ida", overdraft="200")
    bank.open("SAV-1", "Ida")
    bank.open("CHK-2", "Omar", overdraft="50")
    ops = [
        ("post", "CHK-1", 1, "salary", "1850.00"),
        ("post", "CHK-2", 2, "deposit", "300"),
        ("xfer", "CHK-1", "SAV-1", 3, "500.00"),
        ("post", "CHK-1", 5, "rent", "-1400.00"),
        ("post", "CHK-2", 6, "laptop", "-420.00"),
        ("freeze", "CHK-2"),
        ("post", "CHK-2", 7, "coffee", "-3.20"),
        ("post", "CHK-1", 9, "groceries", "-95.35"),
        ("xfer", "SAV-1", "CHK-2", 12, "60"),
    ]
    for op in ops:
        try:
            match op:
                case ("post", number, day, memo, amount):
                    bank.post(number, day, memo, amount)
                case ("xfer", src, dst, day, amount):
                    bank.transfer(day, src, dst, amount)
                case ("freeze", number):
                    bank.accounts[number].frozen = True
                case _:
                    print("unknown op", op)
        except InsufficientFunds as exc:
            print(f"declined: {exc} (short {exc.needed - exc.available})")
        except LedgerError as exc:
            print(f"{type(exc).__name__}: {exc}")
    bank.accrue_interest(30, "0.024")
    for acct in bank.accounts.values():
        statement(acct)
    total = sum(a.balance for a in bank.accounts.values())
    print("bank total:", total)


if __name__ == "__main__":
    main()
