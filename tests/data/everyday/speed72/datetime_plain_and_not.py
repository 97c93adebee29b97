# Dates, datetimes and timedeltas built, read, compared and added the plain way (ints, the
# module's own classes) and every way beside it: floats, bools, keywords, values out of range,
# subclasses with their own methods, aware datetimes, huge timedeltas.
from datetime import date, datetime, timedelta, timezone, tzinfo


class Stamp(datetime):
    @property
    def minute(self):
        return -1

    def __lt__(self, other):
        return "stamp-lt"


class Day(date):
    def weekday(self):
        return 99


class Span(timedelta):
    pass


class Shifted(tzinfo):
    def __init__(self, hours):
        self.hours = hours

    def utcoffset(self, dt):
        return timedelta(hours=self.hours)

    def dst(self, dt):
        return timedelta(0)

    def tzname(self, dt):
        return f"S{self.hours}"


def attempt(label, action):
    try:
        print(label, repr(action()))
    except (ValueError, TypeError, OverflowError, AttributeError) as e:
        print(label, type(e).__name__, e)


def main():
    d = date(2024, 2, 28)
    print(d, d.year, d.month, d.day, d.weekday(), d.toordinal(), repr(d))
    for n in (1, 59, 60, 365, 366, 1461, 36524, 36525, 146097, 730119, 3652059):
        print(n, date.fromordinal(n), datetime.fromordinal(n))
    walk = date(1899, 12, 25)
    for _ in range(12):
        walk = walk + timedelta(days=3)
        print(walk, walk.weekday(), walk.isoweekday(), end="; ")
    print()
    t = datetime(2024, 2, 28, 23, 59, 59, 999999)
    print(t, t + timedelta(microseconds=1), t + timedelta(days=1, hours=1), t.weekday())
    print(t.hour, t.minute, t.second, t.microsecond, t.tzinfo, repr(t))
    print(t + timedelta(days=-700000), t - timedelta(weeks=3, milliseconds=5))
    attempt("date float", lambda: date(2024.0, 1, 1))
    attempt("date bool", lambda: date(True, 1, 1))
    attempt("date 30 feb", lambda: date(2024, 2, 30))
    attempt("date 29 feb 2023", lambda: date(2023, 2, 29))
    attempt("date 29 feb 2000", lambda: date(2000, 2, 29))
    attempt("date 29 feb 1900", lambda: date(1900, 2, 29))
    attempt("date year 0", lambda: date(0, 1, 1))
    attempt("date month 13", lambda: date(2024, 13, 1))
    attempt("date keywords", lambda: date(day=5, month=6, year=2007))
    attempt("date huge", lambda: date(2 ** 70, 1, 1))
    attempt("datetime hour 24", lambda: datetime(2024, 1, 1, 24))
    attempt("datetime second 60", lambda: datetime(2024, 1, 1, 0, 0, 60))
    attempt("datetime us", lambda: datetime(2024, 1, 1, 0, 0, 0, 1000000))
    attempt("datetime bool hour", lambda: datetime(2024, 1, 1, True))
    attempt("datetime bad zone", lambda: datetime(2024, 1, 1, tzinfo="UTC"))
    attempt("datetime keywords", lambda: datetime(2024, 5, 6, minute=7, tzinfo=timezone.utc))
    attempt("past the end", lambda: datetime(9999, 12, 31, 23) + timedelta(hours=1))
    attempt("before the start", lambda: date(1, 1, 1) + timedelta(days=-1))
    attempt("date past the end", lambda: date(9999, 12, 31) + timedelta(days=1))
    attempt("date plus int", lambda: date(2024, 1, 1) + 1)
    attempt("datetime plus date", lambda: datetime(2024, 1, 1) + date(2024, 1, 1))
    for args in [(1,), (0, 1), (0, 0, 1), (0, 0, 0, 1), (0, 0, 0, 0, 1), (0, 0, 0, 0, 0, 1), (0, 0, 0, 0, 0, 0, 1)]:
        span = timedelta(*args)
        print(repr(span), span.days, span.seconds, span.microseconds, span.total_seconds())
    print(repr(timedelta(-1, -1, -1)), repr(timedelta(hours=-25)), repr(timedelta(1.5)), repr(timedelta(seconds=0.5)))
    print(repr(timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)))
    print(repr(timedelta(weeks=-142857142, days=-5)))
    attempt("timedelta too big", lambda: timedelta(days=1000000000))
    attempt("timedelta too small", lambda: timedelta(weeks=-142857143))
    attempt("timedelta bool", lambda: timedelta(True))
    big = timedelta(days=999999999)
    print(big.days, big.seconds, big > timedelta(0), big == timedelta(days=999999999), hash(big) == hash(timedelta(days=999999999)))
    a, b = datetime(2024, 3, 1, 12), datetime(2024, 3, 1, 12, 0, 1)
    print(a < b, a <= b, a > b, a >= b, a == b, a != b, b - a, a == a.replace())
    print(date(2024, 1, 1) < date(2024, 1, 2), date(2024, 1, 1) == date(2024, 1, 1), timedelta(1) < timedelta(2))
    print(date(2024, 1, 1) == datetime(2024, 1, 1), timedelta(0) == 0, a == "x")
    attempt("date < datetime", lambda: date(2024, 1, 1) < datetime(2024, 1, 1))
    attempt("date < int", lambda: date(2024, 1, 1) < 3)
    berlin = timezone(timedelta(hours=1), "CET")
    aware = datetime(2024, 3, 1, 8, 30, tzinfo=berlin)
    print(aware, aware.tzinfo, aware + timedelta(hours=20), aware.weekday(), repr(aware))
    print(aware == aware.astimezone(timezone.utc), aware < datetime(2024, 3, 1, 8, 30, tzinfo=timezone.utc))
    attempt("naive < aware", lambda: a < aware)
    s = Stamp(2024, 1, 2, 3, 4)
    print(s, s.minute, s < s, type(s + timedelta(1)).__name__, (s + timedelta(1)).minute)
    day = Day(2024, 1, 2)
    print(day, day.weekday(), type(day + timedelta(1)).__name__, (day + timedelta(1)).weekday())
    span = Span(hours=5)
    print(span.days, span.seconds, span < timedelta(hours=6), t + span, type(span + span).__name__)
    east, west = timezone(timedelta(hours=5, minutes=30)), timezone(-timedelta(hours=8), "PST")
    same = [datetime(2024, 6, 1, 12, tzinfo=timezone.utc), datetime(2024, 6, 1, 17, 30, tzinfo=east), datetime(2024, 6, 1, 4, tzinfo=west)]
    print([x == y for x in same for y in same], [x < y or x > y for x in same for y in same])
    later = datetime(2024, 6, 1, 12, 0, 1, tzinfo=west)
    print(same[0] < later, later <= same[1], later > same[2], later >= later, later != same[0], same[1] != same[2])
    print(sorted([later] + same, key=lambda v: v)[0].tzinfo, max(same + [later]).tzinfo, len(set(same + [later])))
    naive = datetime(2024, 6, 1, 12)
    print(naive == same[0], same[0] == naive, naive != same[1], naive in same, same[0] in [naive])
    attempt("aware < naive", lambda: same[1] < naive)
    attempt("naive >= aware", lambda: naive >= same[2])
    custom = [datetime(2024, 6, 1, 14, tzinfo=Shifted(2)), datetime(2024, 6, 1, 9, tzinfo=Shifted(-3))]
    print(custom[0] == same[0], custom[1] > same[0], custom[0] < custom[1], custom[1].astimezone(east), same[2].astimezone(Shifted(1)))
    print([str(v.astimezone(west)) for v in same + custom], repr(same[1].astimezone(timezone.utc)))
    seen = {datetime(2024, 1, 1) + timedelta(minutes=15 * i) for i in range(200)}
    print(len(seen), min(seen), max(seen), sorted(seen)[7])
