"""The edges of a booking calendar: overflow past the ends of the calendar, the extreme
timedeltas, float and negative components, and naive against aware datetimes."""
from datetime import date, datetime, time, timedelta, timezone


def attempt(label, action):
    try:
        print(label, repr(action()))
    except (OverflowError, TypeError, ValueError, ZeroDivisionError) as exc:
        print(label, type(exc).__name__, exc)


def main() -> None:
    attempt("max+1", lambda: date.max + timedelta(1))
    attempt("min-1", lambda: date.min - timedelta(1))
    attempt("dtmax+1us", lambda: datetime.max + timedelta(microseconds=1))
    attempt("dtmin-1us", lambda: datetime.min - timedelta(microseconds=1))
    attempt("dtmax-dtmin", lambda: datetime.max - datetime.min)
    attempt("-max", lambda: -timedelta.max)
    attempt("-min", lambda: -timedelta.min)
    attempt("abs(min)", lambda: abs(timedelta.min))
    attempt("max+res", lambda: timedelta.max + timedelta.resolution)
    attempt("max*2", lambda: timedelta.max * 2)
    attempt("days", lambda: timedelta(days=1000000000))
    attempt("weeks", lambda: timedelta(weeks=-142857143))
    for parts in ((1.5,), (0, 0.5), (0, 0, 0.5), (0, 0, 1.5), (0, 0, 2.5), (-1.5,), (0, -1, -1), (-1, 86399, 999999), (0, 0, 0, 0, -90.25), (0, 0, 0, 0, 0, 1e-9)):
        attempt(f"td{parts}", lambda: timedelta(*parts))
    attempt("td(hours=True)", lambda: timedelta(hours=True, minutes=False))
    attempt("td('1')", lambda: timedelta("1"))
    attempt("td(s=None)", lambda: timedelta(seconds=None))
    attempt("td(1, '2')", lambda: timedelta(1.5, "2"))
    attempt("dt(True)", lambda: datetime(2024, True, True, True))
    attempt("dt(2.0)", lambda: datetime(2024, 1, 1, 2.0))
    attempt("dt(13)", lambda: datetime(2024, 13, 1))
    attempt("dt(feb30)", lambda: datetime(2024, 2, 30))
    attempt("dt(feb29)", lambda: datetime(2023, 2, 29))
    attempt("dt(24h)", lambda: datetime(2024, 2, 29, 24))
    attempt("dt(tz=1)", lambda: datetime(2024, 2, 29, tzinfo=1))
    attempt("date(0)", lambda: date(0, 1, 1))
    attempt("time(60)", lambda: time(0, 60))
    naive = datetime(2024, 6, 1, 12)
    utc = datetime(2024, 6, 1, 12, tzinfo=timezone.utc)
    tokyo = datetime(2024, 6, 1, 21, tzinfo=timezone(timedelta(hours=9), "JST"))
    attempt("naive<aware", lambda: naive < utc)
    attempt("aware>=naive", lambda: utc >= naive)
    attempt("naive==aware", lambda: naive == utc)
    attempt("naive-aware", lambda: naive - utc)
    attempt("date<dt", lambda: date(2024, 6, 1) < naive)
    attempt("date==dt", lambda: date(2024, 6, 1) == naive)
    attempt("dt<1", lambda: naive < 1)
    attempt("td<1", lambda: timedelta(1) < 1)
    attempt("utc==tokyo", lambda: utc == tokyo)
    attempt("hash", lambda: hash(utc) == hash(tokyo))
    attempt("set", lambda: len({utc, tokyo, utc + timedelta(0)}))
    attempt("tokyo-utc", lambda: tokyo - utc)
    attempt("order", lambda: sorted([tokyo + timedelta(minutes=1), utc - timedelta(seconds=1), utc]))
    attempt("times", lambda: sorted({time(9, 30), time(9, 30, 0), time(8), time(23, 59, 59, 999999)}))
    attempt("dates", lambda: sorted({date(2024, 2, 29), date(2024, 2, 28) + timedelta(1), date(2023, 12, 31)}))
    attempt("weekday", lambda: [(date(2024, 2, 26) + timedelta(d)).weekday() for d in range(8)])
    attempt("dt weekday", lambda: [(datetime(1, 1, 1, 23) + timedelta(hours=h)).isoweekday() for h in range(0, 49, 12)])
    attempt("bool", lambda: (bool(timedelta(0)), bool(timedelta(microseconds=-1)), bool(-timedelta(0))))
    attempt("toordinal", lambda: (datetime(2024, 12, 31, 23, 59).toordinal(), date.max.toordinal(), datetime.min.toordinal()))
