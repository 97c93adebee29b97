"""Render account views where subclasses extend a base's properties through super()."""


class Account:
    kind = "account"
    fee_rate = 0.01

    def __init__(self, owner, balance):
        self.owner = owner
        self._balance = balance

    @property
    def balance(self):
        return self._balance

    @property
    def label(self):
        return f"{self.kind}:{self.owner}"

    @classmethod
    def bank(cls):
        return "ACME/" + cls.__name__

    def fee(self):
        return round(self.balance * self.fee_rate, 2)

    def __str__(self):
        return f"{self.label} {self.balance:.2f}"


class Savings(Account):
    kind = "savings"
    fee_rate = 0.0

    @property
    def balance(self):
        return super().balance * 1.02

    @property
    def label(self):
        return super().label.upper() + f" (was {super().kind})"

    def rates(self):
        return (self.fee_rate, super().fee_rate, super().bank())

    def __str__(self):
        return "S/" + super().__str__()


class Joint(Savings):
    kind = "joint"

    def __init__(self, owners, balance):
        super().__init__(" & ".join(owners), balance)
        self.owners = owners

    @property
    def label(self):
        base = super().label
        return f"{base} x{len(self.owners)}"

    def parent_fee(self):
        fee = super().fee
        return fee()


class Note:
    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return f"Note({self.text!r})"

    def __str__(self):
        return "note: " + super().__str__()


def main():
    accounts = [Account("ann", 100.0), Savings("bob", 250.0), Joint(["cy", "di"], 1000.0)]
    for a in accounts:
        print(str(a), "| fee", a.fee())
    print(accounts[1].rates(), accounts[2].rates())
    print(accounts[2].parent_fee(), accounts[2].label)
    print(str(Note("hi")), repr(Note("x")))


if __name__ == "__main__":
    main()
