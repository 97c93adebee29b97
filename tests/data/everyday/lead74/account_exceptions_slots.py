class InsufficientFunds(Exception):
    def __init__(self, account, needed):
        super().__init__(f"{account.owner} needs {needed:.2f} more")
        self.needed = needed


class FrozenAccount(Exception):
    pass


class Account:
    __slots__ = ("owner", "_balance", "frozen", "history")

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.frozen = False
        self.history = []

    @property
    def balance(self):
        return round(self._balance, 2)

    def withdraw(self, amount):
        if self.frozen:
            raise FrozenAccount(self.owner)
        if amount > self._balance:
            raise InsufficientFunds(self, amount - self._balance)
        self._balance -= amount
        self.history.append(-amount)

    def deposit(self, amount):
        self._balance += amount
        self.history.append(amount)

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance})"


def transfer(src, dst, amount):
    try:
        src.withdraw(amount)
    except InsufficientFunds as e:
        return f"declined: {e} (short {e.needed:.2f})"
    except FrozenAccount as e:
        return f"frozen: {e.args[0]}"
    else:
        dst.deposit(amount)
        return "ok"
    finally:
        src.history.append("attempt")


def main():
    a, b = Account("ann", 100), Account("bo", 20.5)
    print(transfer(a, b, 30), transfer(b, a, 80.25))
    b.frozen = True
    print(transfer(b, a, 1))
    print(a, b, a.history, b.history)
    try:
        a.nickname = "x"
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        a.balance = 5
    except AttributeError as e:
        print("AttributeError:", e)
