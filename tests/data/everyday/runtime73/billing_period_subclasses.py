"""Billing periods built on subclasses of the standard value types: a date subclass for
invoice days, a datetime subclass for usage stamps, a timedelta subclass for grace periods,
Decimal and Fraction subclasses for amounts and shares, str and int subclasses for ids."""
from datetime import date, datetime, timedelta
from decimal import Decimal
from fractions import Fraction


class InvoiceDay(date):
    def label(self):
        return f"{self:%b} {self.day:02d}"


class UsageStamp(datetime):
    pass


class Grace(timedelta):
    pass


class Amount(Decimal):
    pass


class Share(Fraction):
    pass


class AccountId(str):
    def masked(self):
        return self[:2] + "*" * (len(self) - 2)


class Units(int):
    pass


def main():
    day = InvoiceDay(2024, 2, 27)
    due = day + timedelta(days=3)
    print(repr(day), day, day.label(), type(due).__name__, repr(due), due.label())
    print(repr(day.replace(day=1)), type(day - timedelta(days=1)).__name__, type(due - day).__name__)
    stamp = UsageStamp(2024, 2, 29, 23, 30)
    later = stamp + timedelta(minutes=45)
    print(repr(stamp), repr(later), type(later).__name__, later.date(), type(later.date()).__name__)
    print(repr(UsageStamp(2024, 1, 2, 3, 4, 5, 6)), type(stamp - stamp).__name__)
    grace = Grace(days=2, hours=6)
    print(repr(grace), grace, type(grace * 2).__name__, repr(grace + grace), type(-grace).__name__)
    amount = Amount("19.90")
    print(repr(amount), amount, type(amount * 3).__name__, amount * 3, type(amount).__name__)
    share = Share(2, 6)
    print(repr(share), share, type(share + 1).__name__, share.real, repr(share.real), share.imag, repr(share.conjugate()))
    print(Fraction(7, 3).real, Fraction(7, 3).imag, (5).numerator, (5).denominator, True.real, True.imag, (-4).conjugate())
    account = AccountId("ac-10293")
    print(repr(account), account.masked(), type(account + "!").__name__, type(account.upper()).__name__, type(account).__name__)
    units = Units(12)
    print(repr(units), units + 1, type(units + 1).__name__, type(units * units).__name__, type(units).__name__, units.numerator, type(units.real).__name__)
    days = [InvoiceDay(2024, 3, d) for d in range(1, 31, 7)]
    return [d.label() for d in days], repr(days[-1])
