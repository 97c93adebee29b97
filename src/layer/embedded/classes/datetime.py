"""`datetime` for agent programs: `timedelta`, `date`, `datetime` (naive, or aware of a fixed
`timezone`: `datetime_zone.py`) as subset classes on integers, so both engines run one
definition of the calendar arithmetic. The clock (`now`, `today`) is `time`'s."""

from math import _c_int
from math import copysign as _copysign
from math import floor as _floor
from math import modf as _modf
from time import time as _clock_now
from time import strftime as _time_strftime
from typing import NamedTuple

# CPython hashes a date's, a naive datetime's and a time's bytes with the run's random key:
# hashed beside a str, their hash varies from run to run here too, so a proof cannot read it
# and no set of them claims an order (a dict or set still finds them).
_RUN_KEYED = "datetime"



class _struct_time(NamedTuple):
    """What `timetuple()` gives: `time`'s named tuple (`.tm_yday`, ...), as `time.py` has it
    (its `repr` says `_struct_time`, CPython's `time.struct_time`)."""

    tm_year: int
    tm_mon: int
    tm_mday: int
    tm_hour: int
    tm_min: int
    tm_sec: int
    tm_wday: int
    tm_yday: int
    tm_isdst: int


class IsoCalendarDate(NamedTuple):
    """What `isocalendar()` gives: a tuple whose items are also `.year`, `.week` and
    `.weekday`, shown as CPython shows it (its class is not a name of the module)."""

    year: int
    week: int
    weekday: int

    def __repr__(self):
        return f"datetime.IsoCalendarDate(year={self.year}, week={self.week}, weekday={self.weekday})"


_MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
# Days before the first of each month (indexed 1..12) in a common year.
_DAYS_BEFORE_MONTH = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")
_US_PER_DAY = 86400000000


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _month_length(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _MONTH_DAYS[month - 1]


def _days_before_year(year):
    # Days from 0001-01-01 to January 1st of `year`.
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_before_month(year, month):
    if month > 2 and _is_leap(year):
        return _DAYS_BEFORE_MONTH[month] + 1
    return _DAYS_BEFORE_MONTH[month]


def _ordinal(year, month, day):
    # `_days_before_year(year) + _days_before_month(year, month) + day` in one call: every
    # date and datetime computes it when built.
    y = year - 1
    n = y * 365 + y // 4 - y // 100 + y // 400 + _DAYS_BEFORE_MONTH[month] + day
    if month > 2 and year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
        return n + 1
    return n


def _from_ordinal(n):
    # The (year, month, day) of proleptic Gregorian day `n` (1 is 0001-01-01).
    year = (n - 1) * 400 // 146097 + 1
    start = _days_before_year(year)
    while start >= n:
        year -= 1
        start = _days_before_year(year)
    end = _days_before_year(year + 1)
    while end < n:
        year += 1
        start, end = end, _days_before_year(year + 1)
    # The day of the year counted from 0; the month is its 32-day block or the one before.
    left = n - start - 1
    leap = end - start == 366
    month = (left + 50) // 32
    before = _DAYS_BEFORE_MONTH[month] + (1 if leap and month > 2 else 0)
    if before > left:
        month -= 1
        before = _DAYS_BEFORE_MONTH[month] + (1 if leap and month > 2 else 0)
    return year, month, left - before + 1


def _checked_date(year, month, day, *later):
    # `later`: the arguments CPython reads as C ints after these and before any range check
    # (a datetime's hour to microsecond).
    if type(year) is not int or type(month) is not int or type(day) is not int:
        year, month, day = _c_int(year), _c_int(month), _c_int(day)
    if 1 <= year <= 9999 and 1 <= month <= 12 and 1 <= day <= 28:
        return year, month, day
    for value in (year, month, day):
        _c_int(value)
    for value in later:
        _c_int(value)
    if year < 1 or year > 9999:
        raise ValueError(f"year {year} is out of range")
    if month < 1 or month > 12:
        raise ValueError("month must be in 1..12")
    if day < 1 or day > (29 if month == 2 and _is_leap(year) else _MONTH_DAYS[month - 1]):
        raise ValueError("day is out of range for month")
    return year, month, day


def _checked_time(hour, minute, second, microsecond):
    if type(hour) is not int or type(minute) is not int or type(second) is not int or type(microsecond) is not int:
        hour, minute, second, microsecond = _c_int(hour), _c_int(minute), _c_int(second), _c_int(microsecond)
    if 0 <= hour <= 23 and 0 <= minute <= 59 and 0 <= second <= 59 and 0 <= microsecond <= 999999:
        return hour, minute, second, microsecond
    for value in (hour, minute, second, microsecond):
        _c_int(value)
    if hour < 0 or hour > 23:
        raise ValueError("hour must be in 0..23")
    if minute < 0 or minute > 59:
        raise ValueError("minute must be in 0..59")
    if second < 0 or second > 59:
        raise ValueError("second must be in 0..59")
    if microsecond < 0 or microsecond > 999999:
        raise ValueError("microsecond must be in 0..999999")
    return hour, minute, second, microsecond


def _type_name(value):
    # CPython's `tp_name`: the module's own classes are `datetime.date`, ...; a subclass is
    # named by its own `__name__` (`repr` of a `class Day(date)` is `Day(2024, 3, 5)`).
    kind = type(value)
    if kind is datetime or kind is date or kind is timedelta or kind is time or kind is timezone:
        return "datetime." + kind.__name__
    return kind.__name__


def _round_half_even(n, d):
    # n / d rounded to the nearest integer, ties to even (d > 0).
    q, r = divmod(n, d)
    if r * 2 > d or (r * 2 == d and q % 2 == 1):
        q += 1
    return q


def _mixed_us(components):
    # CPython's sum of `timedelta()`'s components, some floats, in its order (microseconds
    # first): a zero is skipped, an int or a float's whole part counts exactly, a float's
    # fraction times the component's scale is a double whose whole part counts and whose
    # fraction is added to the others in double precision, rounded once at the end (a half
    # to the even total).
    total = 0
    leftover = 0.0
    for value, scale, name in components:
        # Every component given is checked, a falsy `None` too; a zero adds nothing.
        if not isinstance(value, (int, float)):
            raise TypeError(f"unsupported type for timedelta {name} component: {_type_name(value)}")
        if not value:
            continue
        if isinstance(value, int):
            total += value * scale
            continue
        fraction, whole = _modf(value)
        total += int(whole) * scale
        if fraction != 0.0:
            fraction, whole = _modf(float(scale) * fraction)
            total += int(whole)
            leftover += fraction
    if leftover:
        whole_us = _c_round(leftover)
        if abs(whole_us - leftover) == 0.5:
            odd = total & 1
            whole_us = 2.0 * _c_round((leftover + odd) * 0.5) - odd
        total += int(whole_us)
    return total


def _exact_us(value, scale, name):
    # `value` (int or float) times `scale` microseconds, rounded half to even.
    if not isinstance(value, (int, float)):
        raise TypeError(f"unsupported type for timedelta {name} component: {_type_name(value)}")
    if isinstance(value, int):
        return value * scale
    n, d = value.as_integer_ratio()
    return _round_half_even(n * scale, d)


def _c_round(v):
    # C's `round`: a half away from zero.
    whole = _floor(abs(v))
    if abs(v) - whole >= 0.5:
        whole += 1
    return _copysign(float(whole), v)


def _refuse_assignment(obj, name):
    # CPython's values of these types are immutable: a field is not writable (named by the
    # type defining it), nor is any other attribute of the type's own instances (a program's
    # subclass may add its own).
    if isinstance(obj, timedelta) and name in ("days", "seconds", "microseconds"):
        raise AttributeError("readonly attribute")
    owner = None
    if isinstance(obj, date) and name in ("year", "month", "day"):
        owner = "date"
    elif isinstance(obj, datetime) and name in ("hour", "minute", "second", "microsecond", "tzinfo", "fold"):
        owner = "datetime"
    elif isinstance(obj, time) and name in ("hour", "minute", "second", "microsecond", "tzinfo", "fold"):
        owner = "time"
    if owner is not None:
        raise AttributeError(f"attribute '{name}' of 'datetime.{owner}' objects is not writable")
    kind = type(obj)
    if kind in (date, datetime, time, timedelta, timezone):
        if hasattr(kind, name):
            raise AttributeError(f"'datetime.{kind.__name__}' object attribute '{name}' is read-only")
        raise AttributeError(f"'datetime.{kind.__name__}' object has no attribute '{name}'")


class _Ordered:
    # The comparisons and hash of every class below: each says which values it compares with
    # (`_same_kind`) and what it compares by (`_value`). Another kind is unequal, and ordering
    # against it is left to the other operand (`NotImplemented`), so that CPython's TypeError
    # names the operands as written; a date and a datetime refuse each other outright.
    # The values are immutable, so `__init__` stores the comparison key as `_key` when it does
    # not depend on a zone (None when it does): two values of one class compare by it directly.
    def __setattr__(self, name, value):
        _refuse_assignment(self, name)
        super().__setattr__(name, value)

    def _refused(self, other):
        if isinstance(self, date) and isinstance(other, date):
            raise TypeError("can't compare datetime.datetime to datetime.date")
        return NotImplemented

    def __eq__(self, other):
        if type(other) is type(self) and self._key is not None and other._key is not None:
            return self._key == other._key
        return self._same_kind(other) and self._value() == other._value()

    def __ne__(self, other):
        return not self == other

    def __lt__(self, other):
        if type(other) is type(self) and self._key is not None and other._key is not None:
            return self._key < other._key
        if not self._same_kind(other):
            return self._refused(other)
        return self._value() < other._value()

    def __le__(self, other):
        if type(other) is type(self) and self._key is not None and other._key is not None:
            return self._key <= other._key
        if not self._same_kind(other):
            return self._refused(other)
        return self._value() <= other._value()

    def __gt__(self, other):
        if type(other) is type(self) and self._key is not None and other._key is not None:
            return self._key > other._key
        if not self._same_kind(other):
            return self._refused(other)
        return self._value() > other._value()

    def __ge__(self, other):
        if type(other) is type(self) and self._key is not None and other._key is not None:
            return self._key >= other._key
        if not self._same_kind(other):
            return self._refused(other)
        return self._value() >= other._value()

    def __hash__(self):
        return hash(self._value() if self._key is None else self._key)


# The bounds and steps the classes carry (`timedelta.max`, `date.min`, `time.resolution`, ...):
# class attributes computed, once the classes exist, by these calls without arguments.
def _span_min():
    return timedelta(-999999999)


def _span_max():
    return timedelta(999999999, 86399, 999999)


def _one_microsecond():
    return timedelta(0, 0, 1)


def _one_day():
    return timedelta(1)


def _date_min():
    return date(1, 1, 1)


def _date_max():
    return date(9999, 12, 31)


def _datetime_min():
    return datetime(1, 1, 1)


def _datetime_max():
    return datetime(9999, 12, 31, 23, 59, 59, 999999)


def _time_min():
    return time(0, 0)


def _time_max():
    return time(23, 59, 59, 999999)


class timedelta(_Ordered):
    min = _span_min()
    max = _span_max()
    resolution = _one_microsecond()

    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        if (
            type(days) is int
            and type(seconds) is int
            and type(microseconds) is int
            and type(milliseconds) is int
            and type(minutes) is int
            and type(hours) is int
            and type(weeks) is int
        ):
            # Exact integers: the sum below without its per-component checks and rounding.
            total = ((weeks * 7 + days) * 86400 + (hours * 60 + minutes) * 60 + seconds) * 1000000 + milliseconds * 1000 + microseconds
        else:
            total = _mixed_us(
                (
                    (microseconds, 1, "microseconds"),
                    (milliseconds, 1000, "milliseconds"),
                    (seconds, 1000000, "seconds"),
                    (minutes, 60000000, "minutes"),
                    (hours, 3600000000, "hours"),
                    (days, _US_PER_DAY, "days"),
                    (weeks, 7 * _US_PER_DAY, "weeks"),
                )
            )
        d, rest = divmod(total, _US_PER_DAY)
        if d < -999999999 or d > 999999999:
            if not -2147483648 <= d <= 2147483647:
                raise OverflowError("Python int too large to convert to C int")
            raise OverflowError(f"days={d}; must have magnitude <= 999999999")
        object.__setattr__(self, "_days", d)
        object.__setattr__(self, "_seconds", rest // 1000000)
        object.__setattr__(self, "_microseconds", rest % 1000000)
        object.__setattr__(self, "_key", total)

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def _us(self):
        return self._key

    def total_seconds(self):
        return self._us() / 1000000

    def __repr__(self):
        parts = []
        if self._days:
            parts.append(f"days={self._days}")
        if self._seconds:
            parts.append(f"seconds={self._seconds}")
        if self._microseconds:
            parts.append(f"microseconds={self._microseconds}")
        if not parts:
            parts.append("0")
        return _type_name(self) + "(" + ", ".join(parts) + ")"

    def __str__(self):
        minutes, s = divmod(self._seconds, 60)
        h, m = divmod(minutes, 60)
        text = f"{h}:{m:02d}:{s:02d}"
        if self._microseconds:
            text += f".{self._microseconds:06d}"
        if self._days:
            unit = "day" if abs(self._days) == 1 else "days"
            text = f"{self._days} {unit}, " + text
        return text

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._key + other._key)
        if isinstance(other, date):
            return other + self
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, date):
            return other + self
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._key - other._key)
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, date):
            return other - self
        return NotImplemented

    def __neg__(self):
        return timedelta(microseconds=-self._key)

    def __pos__(self):
        # A new value of the base class, as CPython gives for a subclass too.
        return timedelta(microseconds=self._key)

    def __abs__(self):
        return timedelta(microseconds=abs(self._key))

    def __mul__(self, other):
        if not isinstance(other, (int, float)):
            return NotImplemented
        if isinstance(other, int):
            return timedelta(microseconds=self._us() * other)
        n, d = other.as_integer_ratio()
        return timedelta(microseconds=_round_half_even(self._us() * n, d))

    def __rmul__(self, other):
        if not isinstance(other, (int, float)):
            return NotImplemented
        return self * other

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            if other._us() == 0:
                raise ZeroDivisionError("division by zero")
            return self._us() / other._us()
        if not isinstance(other, (int, float)):
            return NotImplemented
        if other == 0:
            raise ZeroDivisionError("division by zero" if isinstance(other, float) else "integer division or modulo by zero")
        n, d = (other, 1) if isinstance(other, int) else other.as_integer_ratio()
        if n < 0:
            n, d = -n, -d
        return timedelta(microseconds=_round_half_even(self._us() * d, n))

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            if other._us() == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._us() // other._us()
        if not isinstance(other, int):
            return NotImplemented
        if other == 0:
            raise ZeroDivisionError("integer division or modulo by zero")
        return timedelta(microseconds=self._us() // other)

    def __divmod__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        return self // other, self % other

    def __mod__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        if other._us() == 0:
            raise ZeroDivisionError("integer modulo by zero")
        return timedelta(microseconds=self._us() % other._us())

    def _same_kind(self, other):
        return isinstance(other, timedelta)

    def _value(self):
        return self._us()

    def __hash__(self):
        # CPython hashes the normalized (days, seconds, microseconds), as a tuple.
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._key != 0


def _two(text, at):
    part = text[at : at + 2]
    if len(part) != 2 or not part.isdigit():
        return None
    return int(part)


def _parse_iso_date(text):
    # `YYYY-MM-DD`, or `YYYYMMDD` (3.11's basic form).
    if "W" in text[4:6]:
        raise NotImplementedError("ISO week dates (`2024-W01-1`) in fromisoformat() are not modelled")
    if len(text) == 8 and text.isdigit():
        return int(text[:4]), int(text[4:6]), int(text[6:])
    if len(text) != 10 or text[4] != "-" or text[7] != "-" or not (text[:4] + text[5:7] + text[8:]).isdigit():
        raise ValueError(f"Invalid isoformat string: {text!r}")
    return int(text[:4]), int(text[5:7]), int(text[8:])


class date(_Ordered):
    min = _date_min()
    max = _date_max()
    resolution = _one_day()

    def __init__(self, year, month, day):
        year, month, day = _checked_date(year, month, day)
        object.__setattr__(self, "_year", year)
        object.__setattr__(self, "_month", month)
        object.__setattr__(self, "_day", day)
        object.__setattr__(self, "_key", _ordinal(year, month, day))

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    @classmethod
    def fromordinal(cls, n):
        n = _c_int(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        if n > 3652059:
            raise ValueError(f"year {_from_ordinal(n)[0]} is out of range")
        y, m, d = _from_ordinal(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        y, m, d = _parse_iso_date(text)
        return cls(y, m, d)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        try:
            year, week, day = _c_int(year), _c_int(week), _c_int(day)
        except OverflowError:
            raise ValueError("ISO calendar component out of range") from None
        if not 1 <= year <= 9999:
            raise ValueError(f"Year is out of range: {year}")
        week1 = _iso_week1(year)
        # A year has 53 ISO weeks when its first Monday of week 1 and the next year's are 371 days apart.
        if not 1 <= week <= (_iso_week1(year + 1) - week1) // 7:
            raise ValueError(f"Invalid week: {week}")
        if not 1 <= day <= 7:
            raise ValueError(f"Invalid day: {day} (range is [1, 7])")
        y, m, d = _from_ordinal(week1 + (week - 1) * 7 + day - 1)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        now = datetime.fromtimestamp(_clock_now())
        return cls(now.year, now.month, now.day)

    @classmethod
    def fromtimestamp(cls, t):
        now = datetime.fromtimestamp(t)
        return cls(now.year, now.month, now.day)

    def timetuple(self):
        return _struct_time(self._year, self._month, self._day, 0, 0, 0, self.weekday(), self._yday(), -1)

    def toordinal(self):
        return self._key

    def _yday(self):
        return _days_before_month(self._year, self._month) + self._day

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.weekday() + 1

    def isocalendar(self):
        year = self._year
        week1 = _iso_week1(year)
        today = _ordinal(self._year, self._month, self._day)
        if today < week1:
            year -= 1
            week1 = _iso_week1(year)
        elif today >= _iso_week1(year + 1):
            year += 1
            week1 = _iso_week1(year)
        return IsoCalendarDate(year, (today - week1) // 7 + 1, self.isoweekday())

    def isoformat(self):
        return f"{self._year:04d}-{self._month:02d}-{self._day:02d}"

    def strftime(self, fmt):
        return _strftime(self, fmt)

    def ctime(self):
        return self.strftime("%a %b ") + f"{self._day:2d}" + self.strftime(" %H:%M:%S %Y")

    def replace(self, year=None, month=None, day=None):
        return type(self)(
            self._year if year is None else year,
            self._month if month is None else month,
            self._day if day is None else day,
        )

    def __format__(self, spec):
        return str(self) if spec == "" else self.strftime(spec)

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        return f"{_type_name(self)}({self._year}, {self._month}, {self._day})"

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        n = self._key + other._days
        if n < 1 or n > 3652059:
            raise OverflowError("date value out of range")
        # CPython builds the result by calling the operand's own class.
        y, m, d = _from_ordinal(n)
        return type(self)(y, m, d)

    def __radd__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        return self + other

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(days=-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def __rsub__(self, other):
        # CPython's one subtraction slot serves both orders: `other - self` between two values
        # of the same kind (dates, or datetimes), which the left side's `__sub__` computes.
        if isinstance(other, date) and isinstance(other, datetime) == isinstance(self, datetime):
            return other - self
        return NotImplemented

    def _same_kind(self, other):
        # A date never equals, nor orders against, a datetime.
        return isinstance(other, date) and not isinstance(other, datetime)

    def _value(self):
        return self._key

    def __hash__(self):
        return hash((_RUN_KEYED, self._key))


def _iso_week1(year):
    # The ordinal of the Monday starting ISO week 1 of `year`.
    jan4 = _ordinal(year, 1, 4)
    return jan4 - (jan4 + 6) % 7


def _checked_zone(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError(f"tzinfo argument must be None or of a tzinfo subclass, not type '{_type_name(tz)}'")
    return tz


# `_us()` of 1970-01-01, the epoch (its ordinal, 719163, in microseconds).
_EPOCH_US = 62135683200000000


class datetime(date):
    min = _datetime_min()
    max = _datetime_max()
    resolution = _one_microsecond()

    def __init__(self, year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None):
        year, month, day = _checked_date(year, month, day, hour, minute, second, microsecond)
        hour, minute, second, microsecond = _checked_time(hour, minute, second, microsecond)
        if tzinfo is not None:
            _checked_zone(tzinfo)
        object.__setattr__(self, "_year", year)
        object.__setattr__(self, "_month", month)
        object.__setattr__(self, "_day", day)
        object.__setattr__(self, "_hour", hour)
        object.__setattr__(self, "_minute", minute)
        object.__setattr__(self, "_second", second)
        object.__setattr__(self, "_microsecond", microsecond)
        object.__setattr__(self, "_tz", tzinfo)
        # The wall-clock reading in microseconds, whatever the zone; the key of a naive value.
        wall = ((_ordinal(year, month, day) * 24 + hour) * 60 + minute) * 60000000 + second * 1000000 + microsecond
        object.__setattr__(self, "_wall", wall)
        object.__setattr__(self, "_key", wall if tzinfo is None else None)

    @property
    def tzinfo(self):
        return self._tz

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_clock_now(), tz)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock_now())

    @classmethod
    def utcnow(cls):
        return cls.fromtimestamp(_clock_now())

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        # Seconds since the epoch, in `tz` (local time, which is UTC, when None).
        if not isinstance(t, (int, float)):
            raise TypeError(f"'{_type_name(t)}' object cannot be interpreted as an integer")
        _checked_zone(tz)
        us = _exact_us(t, 1000000, "seconds") + _EPOCH_US
        if tz is not None:
            us += tz.utcoffset(None)._us()
        moment = cls(1, 1, 1) + timedelta(microseconds=us - _US_PER_DAY)
        return moment.replace(tzinfo=tz)

    @classmethod
    def combine(cls, d, t, tzinfo=None):
        return cls(d.year, d.month, d.day, t.hour, t.minute, t.second, t.microsecond, tzinfo)

    @classmethod
    def fromordinal(cls, n):
        day = date.fromordinal(n)
        return cls(day.year, day.month, day.day)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        # The date, basic or extended, then any one separator and the time of day.
        size = 8 if text[:8].isdigit() else 10
        y, m, d = _parse_iso_date(text[:size])
        if len(text) == size:
            return cls(y, m, d)
        clock = text[size + 1 :]
        tz = None
        for i in range(len(clock)):
            if tz is None and clock[i] in "+-Z":
                clock, tz = clock[:i], _parse_offset(clock[i:], text)
                break
        hh, mm, ss, us = _iso_clock(clock, text)
        return cls(y, m, d, hh, mm, ss, us, tz)

    @classmethod
    def strptime(cls, text, fmt):
        f = _strptime(text, fmt)
        return cls(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7])

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tz)

    def _us(self):
        return self._wall

    def toordinal(self):
        return self._wall // _US_PER_DAY

    def weekday(self):
        return (self._wall // _US_PER_DAY + 6) % 7

    def _utc_us(self):
        # The instant in microseconds: the wall clock less the offset of an aware datetime.
        offset = self.utcoffset()
        return self._us() - (0 if offset is None else offset._us())

    def utcoffset(self):
        return None if self._tz is None else self._tz.utcoffset(self)

    def dst(self):
        return None if self._tz is None else self._tz.dst(self)

    def tzname(self):
        return None if self._tz is None else self._tz.tzname(self)

    def astimezone(self, tz=None):
        # The same instant on the clock of `tz` (a naive datetime is local time, here UTC).
        if tz is None:
            tz = timezone(timedelta(0), "UTC")
        _checked_zone(tz)
        moment = self + timedelta(microseconds=tz.utcoffset(self)._us() + self._utc_us() - self._us())
        return moment.replace(tzinfo=tz)

    def timestamp(self):
        return (self._utc_us() - _EPOCH_US) / 1000000

    def timetuple(self):
        dst = self.dst()
        flag = -1 if dst is None else (1 if dst else 0)
        return _struct_time(self._year, self._month, self._day, self._hour, self._minute, self._second, self.weekday(), self._yday(), flag)

    def utctimetuple(self):
        moment = self if self._tz is None else self - self.utcoffset()
        return _struct_time(*(moment.timetuple()[:8] + (0,)))

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None, tzinfo=True):
        # `tzinfo=None` makes a naive datetime: True stands for "not given".
        return type(self)(
            self._year if year is None else year,
            self._month if month is None else month,
            self._day if day is None else day,
            self._hour if hour is None else hour,
            self._minute if minute is None else minute,
            self._second if second is None else second,
            self._microsecond if microsecond is None else microsecond,
            self._tz if tzinfo is True else tzinfo,
        )

    def isoformat(self, sep="T", timespec="auto"):
        clock = _clock_text(self._hour, self._minute, self._second, self._microsecond, timespec)
        offset = self.utcoffset()
        zone = "" if offset is None else _offset_text(offset, ":")
        return f"{self._year:04d}-{self._month:02d}-{self._day:02d}{sep}{clock}{zone}"

    def __str__(self):
        return self.isoformat(" ")

    def __repr__(self):
        parts = [self._year, self._month, self._day, self._hour, self._minute]
        if self._second or self._microsecond:
            parts.append(self._second)
        if self._microsecond:
            parts.append(self._microsecond)
        zone = "" if self._tz is None else f", tzinfo={self._tz!r}"
        return _type_name(self) + "(" + ", ".join(str(p) for p in parts) + zone + ")"

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        day, rest = divmod(self._wall + other._key, _US_PER_DAY)
        if day < 1 or day > 3652059:
            raise OverflowError("date value out of range")
        y, m, d = _from_ordinal(day)
        rest, us = divmod(rest, 1000000)
        rest, s = divmod(rest, 60)
        h, mi = divmod(rest, 60)
        # CPython builds the result by calling the operand's own class.
        return type(self)(y, m, d, h, mi, s, us, self._tz)

    def __radd__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        return self + other

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if isinstance(other, datetime):
            if self._key is not None and other._key is not None:
                return timedelta(microseconds=self._wall - other._wall)
            if (self.utcoffset() is None) != (other.utcoffset() is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            return timedelta(microseconds=self._utc_us() - other._utc_us())
        return NotImplemented

    def _refused(self, other):
        if isinstance(other, datetime):
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        return super()._refused(other)

    def _same_kind(self, other):
        # A naive and an aware datetime are unequal, and ordering them is a TypeError.
        return isinstance(other, datetime) and (self.utcoffset() is None) == (other.utcoffset() is None)

    def _value(self):
        return self._utc_us()

    def __hash__(self):
        # An aware value's is its UTC instant's, as a timedelta from day 0 (one `return`, for
        # `sema/table_hash.rs`).
        return hash(
            (_RUN_KEYED, self._key) if self._key is not None else timedelta(microseconds=self._utc_us())
        )


class time(_Ordered):
    min = _time_min()
    max = _time_max()
    resolution = _one_microsecond()

    def __init__(self, hour=0, minute=0, second=0, microsecond=0, tzinfo=None):
        hour, minute, second, microsecond = _checked_time(hour, minute, second, microsecond)
        if tzinfo is not None:
            _checked_zone(tzinfo)
        object.__setattr__(self, "_hour", hour)
        object.__setattr__(self, "_minute", minute)
        object.__setattr__(self, "_second", second)
        object.__setattr__(self, "_microsecond", microsecond)
        object.__setattr__(self, "_tz", tzinfo)
        # The key of a naive time; an aware one compares by its offset too (`_value`).
        object.__setattr__(self, "_key", (hour, minute, second, microsecond) if tzinfo is None else None)

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tz

    # A time's zone is asked with None for the datetime, as CPython asks it.
    def utcoffset(self):
        return None if self._tz is None else self._tz.utcoffset(None)

    def dst(self):
        return None if self._tz is None else self._tz.dst(None)

    def tzname(self):
        return None if self._tz is None else self._tz.tzname(None)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        clock = text[1:] if text[:1] == "T" else text
        tz = None
        for i in range(len(clock)):
            if tz is None and clock[i] in "+-Z":
                clock, tz = clock[:i], _parse_offset(clock[i:], text)
                break
        if not clock:
            raise ValueError(f"Invalid isoformat string: {text!r}")
        hh, mm, ss, us = _iso_clock(clock, text)
        return cls(hh, mm, ss, us, tz)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True):
        # `tzinfo=None` makes a naive time: True stands for "not given".
        return type(self)(
            self._hour if hour is None else hour,
            self._minute if minute is None else minute,
            self._second if second is None else second,
            self._microsecond if microsecond is None else microsecond,
            self._tz if tzinfo is True else tzinfo,
        )

    def isoformat(self, timespec="auto"):
        clock = _clock_text(self._hour, self._minute, self._second, self._microsecond, timespec)
        offset = self.utcoffset()
        return clock if offset is None else clock + _offset_text(offset, ":")

    def strftime(self, fmt):
        return _strftime(self, fmt)

    def __format__(self, spec):
        return str(self) if spec == "" else self.strftime(spec)

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        parts = [self._hour, self._minute]
        if self._second or self._microsecond:
            parts.append(self._second)
        if self._microsecond:
            parts.append(self._microsecond)
        zone = "" if self._tz is None else f", tzinfo={self._tz!r}"
        return _type_name(self) + "(" + ", ".join(str(p) for p in parts) + zone + ")"

    def _refused(self, other):
        if isinstance(other, time):
            raise TypeError("can't compare offset-naive and offset-aware times")
        return super()._refused(other)

    def _same_kind(self, other):
        # A naive and an aware time are unequal, and ordering them is a TypeError.
        return isinstance(other, time) and (self.utcoffset() is None) == (other.utcoffset() is None)

    def _value(self):
        offset = self.utcoffset()
        if offset is None:
            return (self._hour, self._minute, self._second, self._microsecond)
        day_us = ((self._hour * 60 + self._minute) * 60 + self._second) * 1000000 + self._microsecond
        return day_us - offset._us()

    def __hash__(self):
        return hash((_RUN_KEYED, self._value()))


MINYEAR = 1
MAXYEAR = 9999
