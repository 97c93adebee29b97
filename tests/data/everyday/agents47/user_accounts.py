class ValidationError(ValueError):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field


class Account:
    _next_id = 1

    def __init__(self, email, balance=0):
        if "@" not in email:
            raise ValidationError("email", f"invalid address {email!r}")
        self.id = Account._next_id
        Account._next_id += 1
        self.email = email.lower()
        self._balance = balance

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValidationError("amount", "must be positive")
        self._balance += amount
        return self

    def __repr__(self):
        return f"Account(id={self.id}, email={self.email!r}, balance={self._balance})"

    def __eq__(self, other):
        return isinstance(other, Account) and self.email == other.email

    def __hash__(self):
        return hash(self.email)


class Premium(Account):
    fee_rate = 0.01

    def deposit(self, amount):
        fee = round(amount * self.fee_rate, 2)
        return super().deposit(amount - fee)


def main():
    accounts = []
    for email, cls in [("Ann@x.org", Account), ("bob.example", Account), ("cy@z.io", Premium)]:
        try:
            accounts.append(cls(email, 10))
        except ValidationError as e:
            print("rejected:", e, "| field =", e.field)
    for a in accounts:
        a.deposit(100)
    print(accounts)
    try:
        accounts[0].deposit(-5)
    except ValueError as e:
        print(type(e).__name__, e)
    print(len({a for a in accounts} | {Account("ann@X.org")}))
    print(isinstance(accounts[1], Account), type(accounts[1]).__name__, Premium.__mro__[1].__name__)
    try:
        accounts[0].balance = 5
    except AttributeError as e:
        print("AttributeError:", e)
    return sum(a.balance for a in accounts)


if __name__ == "__main__":
    main()
