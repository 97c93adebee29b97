"""`calendar` for agent programs, written from its documentation: leap years, weekdays, the
weeks of a month (`monthcalendar`, `Calendar`) and a month as plain text (`month`,
`TextCalendar.formatmonth`), the dates of a month's weeks (`itermonthdates`,
`monthdatescalendar`, the days of a whole year in rows of months), in English as CPython's C locale gives them. The names of days
and months are tuples (CPython's are sequences of their own that index and iterate alike).
The `iter...` methods return lists where CPython's return iterators. HTML calendars and the locale classes
are not modelled."""

MONDAY = 0
TUESDAY = 1
WEDNESDAY = 2
THURSDAY = 3
FRIDAY = 4
SATURDAY = 5
SUNDAY = 6

day_name = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
day_abbr = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
month_name = ("", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")
month_abbr = ("", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

from datetime import date as _date

_MDAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return f"bad month number {self.month}; must be 1-12"


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return f"bad weekday number {self.weekday}; must be 0 (Monday) to 6 (Sunday)"


class _State:
    # The module's first weekday, which `setfirstweekday` changes for the run.
    first = [0]


def isleap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    # Leap years in [y1, y2): those up to y2 - 1 less those up to y1 - 1.
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def _month_days(year, month):
    return 29 if month == 2 and isleap(year) else _MDAYS[month]


def weekday(year, month, day):
    # Monday is 0; a year outside 1..9999 counts as one 400 years apart (the calendar repeats).
    if not 1 <= year <= 9999:
        year = 2000 + year % 400
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _month_days(year, month):
        raise ValueError("day is out of range for month")
    y = year - 1
    days = y * 365 + y // 4 - y // 100 + y // 400 + sum(_month_days(year, m) for m in range(1, month)) + day
    return (days + 6) % 7


def monthrange(year, month):
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), _month_days(year, month)


def firstweekday():
    return _State.first[0]


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    _State.first[0] = firstweekday


def timegm(tuple):
    year, month, day, hour, minute, second = tuple[0], tuple[1], tuple[2], tuple[3], tuple[4], tuple[5]
    y = year - 1
    days = y * 365 + y // 4 - y // 100 + y // 400 + sum(_month_days(year, m) for m in range(1, month)) + day - 719163
    return ((days * 24 + hour) * 60 + minute) * 60 + second


class Calendar:
    """The weeks of a month, each seven days starting on `firstweekday` (Monday is 0)."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self.firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self.firstweekday = firstweekday

    def iterweekdays(self):
        return [(self.firstweekday + i) % 7 for i in range(7)]

    def itermonthdays2(self, year, month):
        # (day of the month or 0 outside it, weekday) over whole weeks.
        first, days = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        total = lead + days
        total += (7 - total % 7) % 7
        out = []
        for i in range(total):
            day = i - lead + 1
            out.append((day if 1 <= day <= days else 0, (self.firstweekday + i) % 7))
        return out

    def itermonthdays3(self, year, month):
        # (year, month, day) of every day of the whole weeks, days of the months around too.
        first, days = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        before = (year, month - 1) if month > 1 else (year - 1, 12)
        after = (year, month + 1) if month < 12 else (year + 1, 1)
        out = []
        if lead:
            last = _month_days(before[0], before[1])
            out.extend((before[0], before[1], d) for d in range(last - lead + 1, last + 1))
        out.extend((year, month, d) for d in range(1, days + 1))
        trail = (7 - len(out) % 7) % 7
        out.extend((after[0], after[1], d) for d in range(1, trail + 1))
        return out

    def itermonthdays4(self, year, month):
        return [(y, m, d, (self.firstweekday + i) % 7) for i, (y, m, d) in enumerate(self.itermonthdays3(year, month))]

    def itermonthdates(self, year, month):
        return [_date(y, m, d) for y, m, d in self.itermonthdays3(year, month)]

    def itermonthdays(self, year, month):
        return [day for day, _ in self.itermonthdays2(year, month)]

    def monthdays2calendar(self, year, month):
        days = self.itermonthdays2(year, month)
        return [days[i : i + 7] for i in range(0, len(days), 7)]

    def monthdayscalendar(self, year, month):
        days = self.itermonthdays(year, month)
        return [days[i : i + 7] for i in range(0, len(days), 7)]

    def monthdatescalendar(self, year, month):
        dates = self.itermonthdates(year, month)
        return [dates[i : i + 7] for i in range(0, len(dates), 7)]

    def yeardatescalendar(self, year, width=3):
        # The twelve months' weeks, `width` months to a row.
        months = [self.monthdatescalendar(year, m) for m in range(1, 13)]
        return [months[i : i + width] for i in range(0, 12, width)]

    def yeardays2calendar(self, year, width=3):
        months = [self.monthdays2calendar(year, m) for m in range(1, 13)]
        return [months[i : i + width] for i in range(0, 12, width)]

    def yeardayscalendar(self, year, width=3):
        months = [self.monthdayscalendar(year, m) for m in range(1, 13)]
        return [months[i : i + width] for i in range(0, 12, width)]


class TextCalendar(Calendar):
    """A month as the text `cal` prints: every day in a column `w` wide (at least 2), columns
    one space apart, each line followed by `l` newlines; trailing spaces are cut."""

    def formatday(self, day, weekday, width):
        return ("" if day == 0 else f"{day:2d}").center(width)

    def formatweek(self, theweek, width):
        return " ".join(self.formatday(d, wd, width) for d, wd in theweek)

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end="")

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return " ".join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        text = month_name[themonth]
        if withyear:
            text = f"{text} {theyear!r}"
        return text.center(width)

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(2, w)
        gap = "\n" * max(1, l)
        lines = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1), self.formatweekheader(w)]
        lines.extend(self.formatweek(week, w) for week in self.monthdays2calendar(theyear, themonth))
        return "".join(line.rstrip() + gap for line in lines)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        # The year's months `m` to a row, each column `(w + 1) * 7 - 1` wide and centred,
        # columns `c` spaces apart; every line's trailing spaces cut, then `l` newlines.
        w, l, c = max(2, w), max(1, l), max(2, c)
        width = (w + 1) * 7 - 1
        gap = "\n" * l

        def row(cells):
            return (" " * c).join(cell.center(width) for cell in cells).rstrip() + gap

        out = [repr(theyear).center(width * m + c * (m - 1)).rstrip() + gap]
        for first, months in zip(range(1, 13, m), self.yeardays2calendar(theyear, m)):
            numbers = range(first, first + len(months))
            out.append(gap)
            out.append(row([self.formatmonthname(theyear, k, width, False) for k in numbers]))
            out.append(row([self.formatweekheader(w) for _ in numbers]))
            for j in range(max(len(weeks) for weeks in months)):
                out.append(row([self.formatweek(weeks[j], w) if j < len(weeks) else "" for weeks in months]))
        return "".join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end="")


def monthcalendar(year, month):
    return Calendar(firstweekday()).monthdayscalendar(year, month)


def month(theyear, themonth, w=0, l=0):
    return TextCalendar(firstweekday()).formatmonth(theyear, themonth, w, l)


def prmonth(theyear, themonth, w=0, l=0):
    print(month(theyear, themonth, w, l), end="")


def weekheader(width):
    return TextCalendar(firstweekday()).formatweekheader(width)


def calendar(theyear, w=2, l=1, c=6, m=3):
    return TextCalendar(firstweekday()).formatyear(theyear, w, l, c, m)


def prcal(theyear, w=0, l=0, c=6, m=3):
    print(calendar(theyear, w, l, c, m), end="")
