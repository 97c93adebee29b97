"""Serialise a mixed record for an export: one handler per type, dates by singledispatch."""
import json
from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal
from functools import singledispatch


@singledispatch
def encode(value):
    raise TypeError(f"no encoder for {type(value).__name__}")


@encode.register
def _(value: date):
    return {"date": value.isoformat()}


@encode.register
def _(value: datetime):
    return {"datetime": value.isoformat(timespec="minutes")}


@encode.register(timedelta)
def _(value):
    return {"seconds": value.total_seconds()}


@encode.register(Decimal)
@encode.register(time)
def _(value):
    return str(value)


def main():
    record = {
        "due": date(2024, 6, 30),
        "sent": datetime(2024, 6, 1, 9, 5, 33, tzinfo=timezone.utc),
        "grace": timedelta(days=3, hours=4),
        "amount": Decimal("1250.00"),
        "cutoff": time(17, 30),
    }
    print(json.dumps(record, default=encode, indent=2))
    for kind in (date, datetime, time, timedelta, timezone):
        print(kind.__name__, [c.__name__ for c in kind.__mro__], [c.__name__ for c in kind.__bases__])
    print(encode.dispatch(datetime) is encode.dispatch(date), encode.dispatch(bool).__name__)
    try:
        json.dumps({"x": {1, 2}}, default=encode)
    except TypeError as exc:
        print("TypeError:", exc)
