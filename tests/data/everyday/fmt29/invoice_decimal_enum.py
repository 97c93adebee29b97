"""An invoice in exact decimals, with statuses from enums and a ratio as a fraction."""
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, getcontext, localcontext
from enum import Enum, IntEnum, StrEnum
from fractions import Fraction


class Status(Enum):
    DRAFT = "draft"
    SENT = "sent"
    PAID = "paid"


class Channel(StrEnum):
    EMAIL = "email"
    POST = "post"


class Priority(IntEnum):
    LOW = 1
    HIGH = 3


LINES = [("Consulting", "12.5", "80.00"), ("Travel", "1", "233.47"), ("Licences", "3", "19.99")]


def main():
    subtotal = Decimal("0")
    for name, qty, price in LINES:
        amount = Decimal(qty) * Decimal(price)
        subtotal += amount
        print(f"{name:<12}{qty:>6} x {Decimal(price):>8} = {amount:>10.2f}")
    tax = (subtotal * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    print("{:<12}{:>29}".format("Subtotal", subtotal), "|", "{:,.2f}".format(subtotal + tax))
    print(format(tax, ">10"), format(Decimal("1234567.891"), ",.2f"), format(Decimal("-0.5"), "+.3f"))
    print(format(Decimal("0.125"), ".1%"), format(Decimal("12345.678"), ".3e"), "%s|%r" % (tax, tax))
    with localcontext() as ctx:
        ctx.prec = 5
        print(Decimal(1) / Decimal(7), Decimal("2").sqrt())
    print(Decimal(1) / Decimal(7))
    getcontext().prec = 6
    print(Decimal(10) / Decimal(3), (Decimal("7.777")).quantize(Decimal("0.1"), rounding=ROUND_DOWN))
    getcontext().prec = 28
    status = Status.SENT
    print(status, repr(status), f"{status.value:>6}|{status.name}", "{}".format(status.name))
    print(f"{Priority.HIGH}|{Priority.HIGH:>4}|{Priority.LOW:03d}", "{:d}".format(Priority.HIGH), "%d" % Priority.LOW)
    print(str(Priority.HIGH), "%s" % Priority.HIGH, "{!r}".format(Priority.LOW))
    for ch in Channel:
        print(f"{ch}|{ch:>7}|{ch!r}", "{}|{:^9}|{!s}".format(ch, ch, ch), "%s/%r/%-6s|" % (ch, ch, ch))
    share = Fraction(int(subtotal.quantize(Decimal("1"))), 1000)
    print(share, f"{float(share):.3f}", "{}".format(Fraction(3, 4)), "%s" % Fraction(5, 10))
    return str(subtotal + tax)


if __name__ == "__main__":
    main()
