"""Subscription renewals: a datetime subclass for billing instants built through fromisoformat,
now-free arithmetic that keeps the subclass, timedelta subclass periods, Fraction proration,
and an exception carrying the failing record, with a tabular renewal calendar."""
from datetime import datetime, timedelta, timezone
from fractions import Fraction


class Instant(datetime):
    def label(self):
        return self.strftime("%Y-%m-%d %H:%M %Z").strip()


class Period(timedelta):
    pass


class RenewalError(Exception):
    def __init__(self, record, why):
        super().__init__(f"{record['id']}: {why}")
        self.record = record


PLANS = {"monthly": Period(days=30), "quarterly": Period(days=91), "weekly": Period(weeks=1)}

RECORDS = [
    {"id": "s-1", "plan": "monthly", "start": "2024-01-31T09:00:00+00:00", "price": 30},
    {"id": "s-2", "plan": "quarterly", "start": "2024-02-29T23:30:00+01:00", "price": 75},
    {"id": "s-3", "plan": "yearly", "start": "2024-03-01T00:00:00", "price": 300},
    {"id": "s-4", "plan": "weekly", "start": "2024-03-03T12:00:00", "price": 7},
]


def renewal(record):
    period = PLANS.get(record["plan"])
    if period is None:
        raise RenewalError(record, f"unknown plan {record['plan']!r}")
    start = Instant.fromisoformat(record["start"])
    nxt = start + period
    used = Fraction(10, period.days)
    refund = record["price"] * (1 - used)
    return start, nxt, refund


def main():
    print(repr(PLANS["weekly"]), PLANS["weekly"], type(PLANS["monthly"] * 2).__name__)
    for record in RECORDS:
        try:
            start, nxt, refund = renewal(record)
        except RenewalError as e:
            print(f"{e.record['id']:<4} !! {e}")
            continue
        print(f"{record['id']:<4} {start.label():<22} -> {nxt.label():<22} {type(nxt).__name__} refund {refund} ~ {float(refund):.2f}")
    first = Instant.fromisoformat(RECORDS[0]["start"])
    print(repr(first), repr(first.replace(tzinfo=None)), repr(first.astimezone(timezone(timedelta(hours=-3)))))
    print(type(first - timedelta(days=1)).__name__, type(first.date()).__name__, first.tzname())
    return repr(first + PLANS["weekly"])
