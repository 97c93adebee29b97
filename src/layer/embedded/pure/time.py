"""`time` for agent programs: the clock (`time`, `perf_counter`, `monotonic` and their `_ns`
forms), `sleep`, and the calendar fields of a time (`gmtime`, `localtime`, `strftime`, whose
directives `datetime`'s `strftime` also uses). The clock is the run's own (`_clock`, a native
of the interpreter): `dry-run` and `run` read it as CPython does, and the prover skips a path
where a clock value is read, naming the call, since no proof can know it. `sleep` sleeps.
Local time is UTC (`timezone` is 0): clauz3 reads no time zone from the system."""

from math import _index

timezone = 0
altzone = 0
daylight = 0
tzname = ("UTC", "UTC")

_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def _seconds(secs):
    # What `sleep` and the conversions accept: an int or a float, an object by its
    # `__index__` (CPython's wording otherwise); NaN is CPython's `ValueError`.
    if not isinstance(secs, (int, float)):
        if not hasattr(secs, "__index__"):
            raise TypeError(f"'{'NoneType' if secs is None else type(secs).__name__}' object cannot be interpreted as an integer")
        return _index(secs)
    if secs != secs:
        raise ValueError("Invalid value NaN (not a number)")
    return secs


def time():
    return _clock("time")


def time_ns():
    return _clock("time_ns")


def perf_counter():
    return _clock("perf_counter")


def perf_counter_ns():
    return _clock("perf_counter_ns")


def monotonic():
    return _clock("monotonic")


def monotonic_ns():
    return _clock("monotonic_ns")


def _advance_clock(secs):
    # The modelled `asyncio`'s loop moving the clocks on as its virtual clock jumps.
    _clock("advance", float(secs))


def _check_deadline(when):
    # The modelled `asyncio` setting a timer: the prover follows only a known deadline.
    _clock("deadline", when)


def _loop_time(reading):
    # The modelled `asyncio` loop's virtual clock as the program reads it (`loop.time()`): the
    # prover refuses it, as it refuses every clock.
    return _clock("loop_time", reading)


def sleep(secs):
    secs = _seconds(secs)
    if secs < 0:
        raise ValueError("sleep length must be non-negative")
    _clock("sleep", float(secs))


def _civil(days):
    # The proleptic Gregorian (year, month, day) of a count of days since 1970-01-01.
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    year = yoe + era * 400 + (1 if month <= 2 else 0)
    return year, month, day


def _leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def gmtime(secs=None):
    # The UTC time of `secs` (the clock's when None) as a plain 9-tuple: year, month, day,
    # hour, minute, second, weekday (Monday is 0), day of the year, and no daylight saving
    # time. A program importing `time` gets these fields as CPython's `struct_time`.
    secs = time() if secs is None else _seconds(secs)
    if not -9223372036854775808 <= secs < 9223372036854775808:
        raise OverflowError("timestamp out of range for platform time_t")
    whole = int(secs // 1)
    days = whole // 86400
    rest = whole - days * 86400
    year, month, day = _civil(days)
    if not -2147481748 <= year <= 2147485547:
        # The C library's `struct tm` holds the year less 1900 in an int: CPython's
        # `OSError` with errno 75 (EOVERFLOW), which clauz3's `OSError` does not carry.
        raise NotImplementedError("a time whose year is past the C library's struct tm")
    before = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)[month - 1]
    yday = before + day + (1 if month > 2 and _leap(year) else 0)
    return (year, month, day, rest // 3600, rest // 60 % 60, rest % 60, (days + 3) % 7, yday, 0)


def localtime(secs=None):
    return gmtime(secs)


def asctime(t=None):
    return strftime("%c", t)


def ctime(secs=None):
    return strftime("%c", gmtime(secs))


def _two(n):
    return str(n) if n >= 10 else "0" + str(n)


def _week_number(t, sunday_first):
    # `%U` (weeks start on Sunday) and `%W` (on Monday): the week of the year, 0 before the
    # year's first such day.
    wday = (t[6] + 1) % 7 if sunday_first else t[6]
    return (t[7] + 6 - wday) // 7


def _iso_week(t):
    # (ISO year, ISO week) of a time tuple: weeks start on Monday, and week 1 holds the
    # year's first Thursday.
    year, wday, yday = t[0], t[6], t[7]
    week = (yday - wday + 9) // 7
    if week < 1:
        year -= 1
        week = _iso_weeks(year, (wday - yday + 1 - (366 if _leap(year) else 365)) % 7)
    elif week > _iso_weeks(year, (wday - yday + 1) % 7):
        year, week = year + 1, 1
    return year, week


def _iso_weeks(year, jan1):
    # How many ISO weeks `year` has, given the weekday of its January 1st (Monday is 0).
    return 53 if jan1 == 3 or (jan1 == 2 and _leap(year)) else 52


def _epoch_seconds(t):
    # `%s`: the seconds since the epoch of a tuple read as local time, which is UTC.
    y = t[0] - 1
    days = y * 365 + y // 4 - y // 100 + y // 400 + t[7] - 719163
    return str(days * 86400 + t[3] * 3600 + t[4] * 60 + t[5])


def _directive(c, t):
    # One `%c` directive of `strftime` in the C locale, or None for one it leaves as written.
    year, month, day, hour, minute, second, wday, yday = t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]
    twelve = hour % 12 if hour % 12 else 12
    table = {
        "Y": str(year),
        "y": _two(year % 100),
        "C": _two(year // 100),
        "m": _two(month),
        "d": _two(day),
        "e": str(day).rjust(2),
        "H": _two(hour),
        "I": _two(twelve),
        "M": _two(minute),
        "S": _two(second),
        "p": "AM" if hour < 12 else "PM",
        "P": "am" if hour < 12 else "pm",
        "k": str(hour).rjust(2),
        "l": str(twelve).rjust(2),
        "G": str(_iso_week(t)[0]),
        "V": _two(_iso_week(t)[1]),
        "s": _epoch_seconds(t),
        "a": _DAYS[wday][:3],
        "A": _DAYS[wday],
        "b": _MONTHS[month - 1][:3],
        "h": _MONTHS[month - 1][:3],
        "B": _MONTHS[month - 1],
        "j": str(yday).rjust(3, "0"),
        "u": str(wday + 1),
        "w": str((wday + 1) % 7),
        "U": _two(_week_number(t, True)),
        "W": _two(_week_number(t, False)),
        "Z": "UTC",
        "z": "+0000",
        "%": "%",
        "n": "\n",
        "t": "\t",
    }
    if c in table:
        return table[c]
    composed = {"D": "%m/%d/%y", "x": "%m/%d/%y", "T": "%H:%M:%S", "X": "%H:%M:%S", "F": "%Y-%m-%d", "R": "%H:%M"}
    if c in composed:
        return strftime(composed[c], t)
    if c == "c":
        return strftime("%a %b %e %H:%M:%S %Y", t)
    return None


def _checked_tuple(t):
    if t is None:
        return gmtime()
    if not isinstance(t, tuple):
        raise TypeError("Tuple or struct_time argument required")
    if len(t) != 9:
        raise TypeError("strftime(): illegal time tuple argument")
    for item in t:
        if not isinstance(item, int):
            raise TypeError(f"'{type(item).__name__}' object cannot be interpreted as an integer")
    # CPython's checks, in its order; a month, day or day of the year of 0 is read as 1.
    month = 1 if t[1] == 0 else t[1]
    if not 1 <= month <= 12:
        raise ValueError("month out of range")
    day = 1 if t[2] == 0 else t[2]
    if not 1 <= day <= 31:
        raise ValueError("day of month out of range")
    if not 0 <= t[3] <= 23:
        raise ValueError("hour out of range")
    if not 0 <= t[4] <= 59:
        raise ValueError("minute out of range")
    if not 0 <= t[5] <= 61:
        raise ValueError("seconds out of range")
    if t[6] < -1:
        raise ValueError("day of week out of range")
    yday = 1 if t[7] == 0 else t[7]
    if not 1 <= yday <= 366:
        raise ValueError("day of year out of range")
    return (t[0], month, day, t[3], t[4], t[5], t[6] % 7, yday, t[8])


def strftime(format, t=None):
    if not isinstance(format, str):
        raise TypeError(f"strftime() argument 1 must be str, not {type(format).__name__}")
    t = _checked_tuple(t)
    out = []
    i = 0
    while i < len(format):
        c = format[i]
        if c == "%" and i + 1 < len(format):
            text = _directive(format[i + 1], t)
            out.append(format[i : i + 2] if text is None else text)
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)
