"""Tries to change stdlib values in place, as an agent patching a record might, and falls back
to making new ones; also a class of its own that refuses changes through `__setattr__`."""
import datetime
import decimal
import fractions
import ipaddress
import uuid


class Frozen:
    def __init__(self, name, size):
        super().__setattr__("name", name)
        super().__setattr__("size", size)

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is read-only; cannot set {name!r}")


class Audited:
    def __init__(self):
        self.changes = []
        self.value = 0

    def __setattr__(self, name, value):
        if name != "changes":
            self.changes.append(name)
        super().__setattr__(name, value)


class Stamp(datetime.date):
    pass


def attempt(label, obj, attr, value):
    try:
        setattr(obj, attr, value)
        print(label, "set", getattr(obj, attr))
    except (AttributeError, TypeError) as e:
        print(label, type(e).__name__, e)


def main():
    u = uuid.UUID("12345678123456781234567812345678")
    try:
        u.version = 4
    except TypeError as e:
        print("uuid:", e)
    attempt("uuid int", u, "int", 5)
    print(u, u.int == 0x12345678123456781234567812345678)
    day = datetime.date(2024, 2, 29)
    attempt("date year", day, "year", 2025)
    attempt("date note", day, "note", "leap")
    attempt("date replace", day, "replace", 1)
    print(day.replace(year=2028))
    moment = datetime.datetime(2024, 1, 2, 3, 4, 5)
    attempt("datetime hour", moment, "hour", 1)
    attempt("datetime year", moment, "year", 1)
    attempt("datetime tzinfo", moment, "tzinfo", None)
    attempt("time minute", datetime.time(1, 2), "minute", 3)
    attempt("timedelta days", datetime.timedelta(days=2), "days", 3)
    attempt("timedelta note", datetime.timedelta(days=2), "note", 3)
    attempt("timezone name", datetime.timezone.utc, "name", "x")
    attempt("decimal", decimal.Decimal("1.50"), "places", 2)
    attempt("decimal real", decimal.Decimal("1.50"), "real", 2)
    print(decimal.Decimal("1.50") + decimal.Decimal("2.25"))
    attempt("fraction", fractions.Fraction(3, 4), "label", "x")
    attempt("fraction numerator", fractions.Fraction(3, 4), "numerator", 1)
    attempt("ipv4", ipaddress.IPv4Address("10.0.0.1"), "zone", "x")
    attempt("ipv6", ipaddress.ip_address("::1"), "zone", "x")
    print(ipaddress.IPv4Address("10.0.0.1") + 1)
    stamp = Stamp(2024, 5, 6)
    attempt("subclass note", stamp, "note", "ok")
    attempt("subclass year", stamp, "year", 1)
    f = Frozen("disk", 10)
    print(f.name, f.size)
    attempt("frozen", f, "size", 11)
    try:
        f.name = "x"
    except AttributeError as e:
        print(e)
    a = Audited()
    a.value = 3
    a.value += 1
    setattr(a, "label", "x")
    print(a.value, a.label, a.changes)


if __name__ == "__main__":
    main()
