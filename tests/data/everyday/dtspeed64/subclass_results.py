"""A calendar app's own date and datetime classes: what arithmetic, replace and astimezone give
back (CPython calls the operand's own class), and timedelta subclasses, which give timedelta."""
from datetime import date, datetime, timedelta, timezone


class Workday(date):
    def label(self):
        return f"{self:%a %d %b}"


class Stamp(datetime):
    def label(self):
        return self.strftime("%Y-%m-%d %H:%M")


class Span(timedelta):
    def hours(self):
        return self.total_seconds() / 3600


def main() -> None:
    day = Workday(2024, 2, 28)
    for value in (day + timedelta(days=1), timedelta(days=2) + day, day - timedelta(days=30), day.replace(day=1)):
        print(type(value).__name__, value, value.label())
    print(type(day - Workday(2024, 1, 1)).__name__, day - Workday(2024, 1, 1))
    print(type(Workday.fromordinal(738000)).__name__, Workday.fromisoformat("2024-03-01").label())

    stamp = Stamp(2024, 2, 28, 22, 47)
    moved = stamp + timedelta(hours=3)
    print(type(moved).__name__, moved.label(), type(stamp - timedelta(minutes=1)).__name__)
    print(type(stamp.replace(minute=0)).__name__, type(stamp - stamp).__name__)
    aware = Stamp(2024, 2, 28, 22, 47, tzinfo=timezone.utc)
    local = aware.astimezone(timezone(timedelta(hours=-5), "EST"))
    print(type(local).__name__, local.label(), local.tzname())
    print(type(stamp.date()).__name__, type(stamp.time()).__name__)

    span = Span(hours=36)
    for value in (span + span, span - Span(1), -span, +span, abs(-span), span * 2, span / 3, span // 2, span % timedelta(hours=5)):
        print(type(value).__name__, value)
    print(span.hours(), span == timedelta(hours=36), hash(span) == hash(timedelta(hours=36)))
    print(day == date(2024, 2, 28), stamp == datetime(2024, 2, 28, 22, 47), stamp < moved, day < Workday(2024, 3, 1))
