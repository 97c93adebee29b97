class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available


class Account:
    interest = 0.02

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return self

    def add_interest(self):
        gained = round(self.balance * self.interest, 2)
        self.balance += gained
        return gained

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance:.2f})"


def main():
    acct = Account("dana", 100)
    acct.deposit(50).withdraw(30)
    print(acct)
    for amount in (500, -5, 20):
        try:
            if amount < 0:
                acct.deposit(amount)
            else:
                acct.withdraw(amount)
            print("ok", amount)
        except InsufficientFunds as e:
            print("refused:", e, "| short by", e.needed - e.available)
        except ValueError as e:
            print("invalid:", e)
    print("interest:", acct.add_interest(), acct)
    print(acct.history)
    kinds = {}
    for kind, amt in acct.history:
        kinds[kind] = kinds.get(kind, 0) + amt
    print(kinds, isinstance(acct, Account), Account.interest)


if __name__ == "__main__":
    main()
