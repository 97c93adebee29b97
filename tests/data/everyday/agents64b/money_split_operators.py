"""A Money type with full operator support, used to split a restaurant bill."""
from functools import total_ordering


@total_ordering
class Money:
    __slots__ = ("cents", "currency")

    def __init__(self, cents, currency="EUR"):
        if not isinstance(cents, int):
            raise TypeError(f"cents must be int, not {type(cents).__name__}")
        self.cents = cents
        self.currency = currency

    @classmethod
    def parse(cls, text):
        amount, _, cur = text.partition(" ")
        whole, _, frac = amount.partition(".")
        sign = -1 if whole.startswith("-") else 1
        cents = abs(int(whole)) * 100 + int((frac + "00")[:2])
        return cls(sign * cents, cur or "EUR")

    def _same(self, other):
        if not isinstance(other, Money):
            return False
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return True

    def __add__(self, other):
        if other == 0:
            return self
        if not self._same(other):
            return NotImplemented
        return Money(self.cents + other.cents, self.currency)

    __radd__ = __add__

    def __sub__(self, other):
        if not self._same(other):
            return NotImplemented
        return Money(self.cents - other.cents, self.currency)

    def __mul__(self, factor):
        if isinstance(factor, Money):
            return NotImplemented
        return Money(round(self.cents * factor), self.currency)

    __rmul__ = __mul__

    def __neg__(self):
        return Money(-self.cents, self.currency)

    def __abs__(self):
        return Money(abs(self.cents), self.currency)

    def __bool__(self):
        return self.cents != 0

    def __eq__(self, other):
        if isinstance(other, int) and other == 0:
            return self.cents == 0
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other):
        self._same(other)
        return self.cents < other.cents

    def __hash__(self):
        return hash((self.cents, self.currency))

    def split(self, ways):
        if ways <= 0:
            raise ValueError("ways must be positive")
        base, extra = divmod(self.cents, ways)
        return [Money(base + (1 if i < extra else 0), self.currency) for i in range(ways)]

    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}{abs(self.cents) // 100}.{abs(self.cents) % 100:02d} {self.currency}"

    def __repr__(self):
        return f"Money({self.cents}, {self.currency!r})"


def main():
    items = [Money.parse(t) for t in ["12.50", "8.05", "3.9", "-2.00"]]
    subtotal = sum(items)
    tip = subtotal * 0.15
    total = subtotal + tip
    print("subtotal", subtotal, "tip", tip, "total", total)
    shares = total.split(3)
    print([str(s) for s in shares], sum(shares) == total)
    print(sorted(items), max(items), min(items, key=abs))
    print(-items[0], abs(items[3]), bool(Money(0)), 2 * items[1])
    print(len({Money(5), Money(5), Money(5, "USD")}))
    for bad in [lambda: items[0] + Money(1, "USD"), lambda: items[0] * items[1],
                lambda: Money(1.5), lambda: total.split(0), lambda: items[0] < 3]:
        try:
            print(bad())
        except (TypeError, ValueError, AttributeError) as exc:
            print(type(exc).__name__ + ":", exc)
    try:
        items[0].amount = 3
    except AttributeError as exc:
        print("AttributeError:", exc)
    print(items[0] >= items[1], items[2] <= items[2], items[3] != 0)


if __name__ == "__main__":
    main()
