"""Bank transfers between joint accounts with limits, an audit trail and rollback."""
from dataclasses import dataclass, field
from typing import List, Set


class BankError(Exception):
    pass


class Frozen(BankError):
    pass


class LimitExceeded(BankError):
    def __init__(self, account: str, amount: int, limit: int):
        super().__init__(f"{account}: {amount} over daily limit {limit}")
        self.remaining = limit


class NotAuthorised(BankError):
    pass


@dataclass
class Account:
    number: str
    owners: Set[str]
    balance: int = 0
    daily_limit: int = 1000
    spent_today: int = 0
    frozen: bool = False

    def withdraw(self, who: str, amount: int) -> None:
        if who not in self.owners:
            raise NotAuthorised(f"{who} is not an owner of {self.number}")
        if self.frozen:
            raise Frozen(f"{self.number} is frozen")
        if self.spent_today + amount > self.daily_limit:
            raise LimitExceeded(self.number, amount, self.daily_limit - self.spent_today)
        if amount > self.balance:
            raise BankError(f"{self.number}: insufficient funds ({self.balance} < {amount})")
        self.balance -= amount
        self.spent_today += amount

    def deposit(self, amount: int) -> None:
        if self.frozen:
            raise Frozen(f"{self.number} is frozen")
        self.balance += amount


@dataclass
class Bank:
    accounts: dict = field(default_factory=dict)
    audit: List[str] = field(default_factory=list)

    def open(self, number: str, *owners: str, balance: int = 0) -> Account:
        acct = Account(number, set(owners), balance)
        self.accounts[number] = acct
        return acct

    def transfer(self, who: str, src: str, dst: str, amount: int) -> None:
        if amount <= 0:
            raise ValueError(f"amount must be positive, got {amount}")
        a, b = self.accounts[src], self.accounts[dst]
        snapshot = (a.balance, a.spent_today, b.balance)
        try:
            a.withdraw(who, amount)
            b.deposit(amount)
        except BankError as exc:
            a.balance, a.spent_today, b.balance = snapshot
            self.audit.append(f"FAIL {who} {src}->{dst} {amount}: {type(exc).__name__}")
            raise
        else:
            self.audit.append(f"OK   {who} {src}->{dst} {amount}")
        finally:
            self.audit.append(f"     balances {src}={a.balance} {dst}={b.balance}")


def main():
    bank = Bank()
    bank.open("J-1", "kim", "lou", balance=1500)
    bank.open("S-2", "kim", balance=200)
    bank.open("S-3", "max", balance=50)
    moves = [("kim", "J-1", "S-2", 400), ("lou", "J-1", "S-3", 500), ("lou", "J-1", "S-3", 200),
             ("max", "J-1", "S-3", 10), ("kim", "S-2", "J-1", 700), ("kim", "S-2", "X-9", 5),
             ("kim", "S-2", "S-3", 0), ("kim", "S-2", "S-3", 100)]
    bank.accounts["S-3"].frozen = False
    for i, (who, src, dst, amt) in enumerate(moves):
        if i == 7:
            bank.accounts["S-3"].frozen = True
        try:
            bank.transfer(who, src, dst, amt)
        except LimitExceeded as exc:
            print(f"limit: {exc}; remaining {exc.remaining}")
        except BankError as exc:
            print(f"{type(exc).__name__}: {exc}")
        except KeyError as exc:
            print("no account", exc)
        except ValueError as exc:
            print("ValueError:", exc)
        else:
            print(f"moved {amt} {src}->{dst}")
    for line in bank.audit:
        print(line)
    print({n: (a.balance, a.spent_today) for n, a in bank.accounts.items()})
    print(sum(a.balance for a in bank.accounts.values()))


if __name__ == "__main__":
    main()
