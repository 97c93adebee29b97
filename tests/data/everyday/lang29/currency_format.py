"""Formatting money by currency: one default, overridden per type with singledispatch."""
import functools
from decimal import Decimal


@functools.singledispatch
def money(amount, currency="USD"):
    raise TypeError(f"cannot format {type(amount).__name__}")


@money.register(int)
def _(amount, currency="USD"):
    return f"{currency} {amount:,}.00"


@money.register(float)
@money.register(Decimal)
def _(amount, currency="USD"):
    return f"{currency} {amount:,.2f}"


LEDGER = [("rent", 1500), ("coffee", 3.5), ("laptop", Decimal("1299.99")), ("refund", -20)]


def main():
    for label, amount in LEDGER:
        print(f"{label:<8}{money(amount, 'EUR'):>14}")
    try:
        money("12")
    except TypeError as e:
        print("TypeError:", e)
    print(sorted(t.__name__ for t in money.registry if t is not object))
    return money(sum(a for _, a in LEDGER if isinstance(a, int)))


if __name__ == "__main__":
    main()
