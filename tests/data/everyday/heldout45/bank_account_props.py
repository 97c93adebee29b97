class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available


class Account:
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.history = []

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, value):
        if value < 0:
            raise ValueError("balance cannot be negative")
        self._balance = round(value, 2)

    def deposit(self, amount):
        self.balance = self.balance + amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance = self.balance - amount
        self.history.append(("withdraw", amount))

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance:.2f})"


def main():
    acct = Account("ada", 100)
    acct.deposit(25.505)
    for amount in (50, 80, 10.25):
        try:
            acct.withdraw(amount)
        except InsufficientFunds as exc:
            print("refused:", exc, "| short by", round(exc.needed - exc.available, 2))
    try:
        acct.balance = -5
    except ValueError as exc:
        print("error:", exc)
    print(acct)
    for kind, amount in acct.history:
        print(f"{kind:>10} {amount:>8.2f}")
    print(repr(acct.balance), str(acct.balance))
    return acct.balance


if __name__ == "__main__":
    main()
