"""The modelled modules' values named in TypeErrors as CPython names them ('datetime.date',
'Fraction', 'collections.deque'), and their classes' reprs, names and modules."""
import ipaddress
import uuid
from collections import Counter, OrderedDict, defaultdict, deque
from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal
from fractions import Fraction


def samples():
    return [
        date(2020, 1, 1),
        datetime(2020, 1, 1, 12, 0),
        time(1, 2),
        timedelta(days=1),
        timezone.utc,
        Decimal("1.5"),
        Fraction(1, 3),
        deque([1]),
        OrderedDict(a=1),
        Counter("ab"),
        defaultdict(int),
        uuid.UUID(int=5),
        ipaddress.ip_address("10.0.0.1"),
    ]


def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except (TypeError, KeyError, ValueError) as e:
        print(label, type(e).__name__, e)


def main():
    for v in samples():
        kind = type(v)
        print(kind, kind.__name__, kind.__qualname__, kind.__module__, repr(kind))
        name = kind.__name__
        attempt(name + " < object", lambda: v < object())
        attempt(name + " > str", lambda: v > "x")
        attempt(name + " <= None", lambda: v <= None)
        attempt(name + " int >", lambda: 1 > v)
        attempt(name + " + list", lambda: v + [])
        attempt(name + " list +", lambda: [] + v)
        attempt(name + " - str", lambda: v - "s")
        attempt(name + " * list", lambda: v * [1])
        attempt(name + " len", lambda: len(v))
        attempt(name + " iter", lambda: iter(v))
        attempt(name + " index", lambda: v[0])
        attempt(name + " call", lambda: v())
        attempt(name + " int", lambda: int(v))
        attempt(name + " float", lambda: float(v))
        attempt(name + " range", lambda: range(v))
        attempt(name + " join", lambda: ",".join([v]))
        attempt(name + " in str", lambda: v in "abc")


if __name__ == "__main__":
    main()
