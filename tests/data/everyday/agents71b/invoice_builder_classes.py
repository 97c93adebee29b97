from decimal import Decimal, ROUND_HALF_EVEN
from datetime import date, timedelta


class Money:
    """Amount in one currency, always kept to cents."""

    __slots__ = ("amount", "currency")

    def __init__(self, amount, currency="EUR"):
        self.amount = Decimal(amount).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
        self.currency = currency

    @classmethod
    def zero(cls, currency="EUR"):
        return cls(0, currency)

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return None

    def __add__(self, other):
        if other == 0:
            return self
        bad = self._check(other)
        if bad is NotImplemented:
            return bad
        return Money(self.amount + other.amount, self.currency)

    __radd__ = __add__

    def __mul__(self, factor):
        return Money(self.amount * Decimal(str(factor)), self.currency)

    def __eq__(self, other):
        if isinstance(other, Money):
            return (self.amount, self.currency) == (other.amount, other.currency)
        if other == 0:
            return self.amount == 0
        return NotImplemented

    def __hash__(self):
        return hash((self.amount, self.currency))

    def __repr__(self):
        return f"Money('{self.amount}', '{self.currency}')"

    def __format__(self, spec):
        return f"{format(self.amount, spec or ',.2f')} {self.currency}"


class LineItem:
    def __init__(self, description, qty, unit_price, vat_rate="0.19"):
        self.description = description
        self.qty = qty
        self.unit_price = unit_price
        self.vat_rate = Decimal(vat_rate)

    @property
    def net(self):
        return self.unit_price * self.qty

    @property
    def vat(self):
        return self.net * self.vat_rate


class Invoice:
    _counter = 1000

    def __init__(self, customer, issued, terms_days=30):
        Invoice._counter += 1
        self.number = f"INV-{issued.year}-{Invoice._counter}"
        self.customer = customer
        self.issued = issued
        self.due = issued + timedelta(days=terms_days)
        self.items = []

    def add(self, *args, **kwargs):
        self.items.append(LineItem(*args, **kwargs))
        return self

    @property
    def net(self):
        return sum(i.net for i in self.items)

    @property
    def vat_by_rate(self):
        out = {}
        for i in self.items:
            out[i.vat_rate] = out.get(i.vat_rate, 0) + i.vat
        return out

    @property
    def total(self):
        return self.net + sum(self.vat_by_rate.values())

    def render(self):
        lines = [f"{self.number}  {self.customer}  issued {self.issued:%d.%m.%Y}  due {self.due:%d.%m.%Y}"]
        for i in self.items:
            lines.append(f"  {i.qty:>3} x {i.description:<22} {i.unit_price:>12} {i.net:>14}")
        lines.append(f"  {'net':>40} {self.net:>14}")
        for rate, vat in sorted(self.vat_by_rate.items()):
            lines.append(f"  {'VAT ' + format(rate * 100, '.0f') + '%':>40} {vat:>14}")
        lines.append(f"  {'TOTAL':>40} {self.total:>14}")
        return "\n".join(lines)


def main():
    inv = Invoice("Müller GmbH", date(2024, 11, 28))
    inv.add("Consulting (hours)", 12, Money("95.50")).add("Travel", 1, Money("312.40"), vat_rate="0.07")
    inv.add("Printed manuals", 3, Money("19.99"), vat_rate="0.07")
    print(inv.render())
    print(repr(inv.total), inv.total == Money("1786.74"), Money.zero() == 0)
    try:
        Money(1, "EUR") + Money(1, "USD")
    except ValueError as e:
        print("error:", e)
    try:
        Money(1) + "1"
    except TypeError as e:
        print("error:", e)
    print(Money("2.675") * 1, Money("2.665"), len({Money(1), Money("1.00"), Money(1, "USD")}))
    second = Invoice("Acme", date(2024, 12, 30), terms_days=14)
    print(second.number, second.due, second.total, f"{Money(1234567):,.0f}")
    return str(inv.total.amount)


if __name__ == "__main__":
    main()
