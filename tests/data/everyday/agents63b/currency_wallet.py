"""A multi-currency wallet built on an immutable Money value object."""
from decimal import Decimal, ROUND_HALF_EVEN


class CurrencyMismatch(TypeError):
    def __init__(self, left, right):
        super().__init__(f"cannot combine {left} with {right}")
        self.currencies = (left, right)


class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.shortfall = needed - available


class Money:
    __slots__ = ("amount", "currency")
    CENT = Decimal("0.01")

    def __init__(self, amount, currency):
        object.__setattr__(self, "amount", Decimal(amount).quantize(self.CENT, ROUND_HALF_EVEN))
        object.__setattr__(self, "currency", currency.upper())

    def __setattr__(self, name, value):
        raise AttributeError(f"Money is immutable (tried to set {name})")

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise CurrencyMismatch(self.currency, other.currency)
        return None

    def __add__(self, other):
        if self._check(other) is NotImplemented:
            return NotImplemented
        return Money(self.amount + other.amount, self.currency)

    def __sub__(self, other):
        if self._check(other) is NotImplemented:
            return NotImplemented
        return Money(self.amount - other.amount, self.currency)

    def __mul__(self, factor):
        return Money(self.amount * Decimal(str(factor)), self.currency)

    __rmul__ = __mul__

    def __eq__(self, other):
        return isinstance(other, Money) and (self.amount, self.currency) == (other.amount, other.currency)

    def __lt__(self, other):
        self._check(other)
        return self.amount < other.amount

    def __hash__(self):
        return hash((self.amount, self.currency))

    def __repr__(self):
        return f"Money('{self.amount}', '{self.currency}')"

    def __str__(self):
        return f"{self.amount:,.2f} {self.currency}"


RATES = {("EUR", "USD"): Decimal("1.0825"), ("USD", "JPY"): Decimal("149.3")}


def convert(m, to):
    if m.currency == to:
        return m
    if (m.currency, to) in RATES:
        return Money(m.amount * RATES[(m.currency, to)], to)
    if (to, m.currency) in RATES:
        return Money(m.amount / RATES[(to, m.currency)], to)
    raise KeyError(f"no rate {m.currency}->{to}")


class Wallet:
    def __init__(self):
        self.pockets = {}

    def deposit(self, money):
        self.pockets[money.currency] = self.pockets.get(money.currency, Money(0, money.currency)) + money

    def pay(self, price):
        have = self.pockets.get(price.currency, Money(0, price.currency))
        if have < price:
            raise InsufficientFunds(price, have)
        self.pockets[price.currency] = have - price

    def total_in(self, currency):
        total = Money(0, currency)
        for m in self.pockets.values():
            total = total + convert(m, currency)
        return total


def main():
    w = Wallet()
    for amt, cur in [("100", "eur"), ("20.555", "usd"), ("5000", "jpy"), ("0.015", "usd")]:
        w.deposit(Money(amt, cur))
    print({k: str(v) for k, v in w.pockets.items()})
    for price in [Money("19.99", "EUR"), Money("25", "USD"), Money(3 * 1200, "JPY")]:
        try:
            w.pay(price)
            print("paid", price)
        except InsufficientFunds as exc:
            print(f"declined: {exc}; short by {exc.shortfall}")
    try:
        Money(1, "EUR") + Money(1, "USD")
    except CurrencyMismatch as exc:
        print(type(exc).__name__, exc, exc.currencies, isinstance(exc, TypeError))
    try:
        Money(1, "EUR") + 5
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        w.pockets["EUR"].amount = 0
    except AttributeError as exc:
        print(exc)
    print(repr(Money("2.675", "usd")), 3 * Money("1.10", "eur"), Money(5, "eur") * 0.5)
    print(len({Money(1, "usd"), Money("1.00", "USD"), Money(1, "eur")}))
    print("total USD:", w.total_in("USD"))
    try:
        print(w.total_in("GBP"))
    except KeyError as exc:
        print("KeyError:", exc)
    print(sorted([Money(3, "usd"), Money("1.5", "usd"), Money(2, "usd")]))


if __name__ == "__main__":
    main()
