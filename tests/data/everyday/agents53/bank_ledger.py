"""A bank ledger with accounts, transfers, overdraft checks and a statement."""


class InsufficientFunds(Exception):
    def __init__(self, account, needed):
        self.account = account
        self.needed = needed
        super().__init__(f"{account.owner} is short by {needed:.2f}")


class Account:
    _next_id = 1000

    def __init__(self, owner, balance=0.0, overdraft=0.0):
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self.balance = balance
        self.overdraft = overdraft
        self.history = []

    def __repr__(self):
        return f"Account({self.id}, {self.owner!r}, {self.balance:.2f})"

    def withdraw(self, amount, memo):
        if amount <= 0:
            raise ValueError("amount must be positive")
        if self.balance - amount < -self.overdraft:
            raise InsufficientFunds(self, amount - self.balance - self.overdraft)
        self.balance -= amount
        self.history.append((memo, -amount))

    def deposit(self, amount, memo):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append((memo, amount))


class Bank:
    def __init__(self):
        self.accounts = {}

    def open(self, owner, **kwargs):
        acct = Account(owner, **kwargs)
        self.accounts[acct.id] = acct
        return acct

    def transfer(self, src, dst, amount):
        src.withdraw(amount, f"to {dst.owner}")
        try:
            dst.deposit(amount, f"from {src.owner}")
        except ValueError:
            src.deposit(amount, "reversal")
            raise


def main():
    bank = Bank()
    a = bank.open("ann", balance=100.0)
    b = bank.open("ben", balance=20.0, overdraft=50.0)
    c = bank.open("cat")
    ops = [(a, b, 30.0), (b, c, 90.0), (c, a, 10.0), (b, a, 1.0), (a, c, -5.0)]
    for src, dst, amt in ops:
        try:
            bank.transfer(src, dst, amt)
            print(f"ok   {src.owner}->{dst.owner} {amt:>7.2f}")
        except InsufficientFunds as e:
            print(f"FAIL {e} (account {e.account.id})")
        except ValueError as e:
            print(f"FAIL {src.owner}->{dst.owner}: {e}")
    for acct in bank.accounts.values():
        print(acct)
        for memo, amt in acct.history:
            print(f"    {memo:<12}{amt:+9.2f}")
    total = sum(x.balance for x in bank.accounts.values())
    print(f"bank total {total:.2f}; negative: {[x.owner for x in bank.accounts.values() if x.balance < 0]}")


if __name__ == "__main__":
    main()
