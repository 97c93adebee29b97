"""Compute movable and fixed public holidays, with weekend substitution rules."""
from datetime import date, timedelta
import calendar


def easter_sunday(year: int) -> date:
    """Anonymous Gregorian algorithm."""
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return date(year, month, day + 1)


def nth_weekday(year, month, weekday, n):
    """n-th weekday of a month; n=-1 means the last one."""
    if n > 0:
        first = date(year, month, 1)
        shift = (weekday - first.weekday()) % 7
        return first + timedelta(days=shift + 7 * (n - 1))
    last_day = calendar.monthrange(year, month)[1]
    last = date(year, month, last_day)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def substitute(d: date) -> date:
    if d.weekday() == calendar.SATURDAY:
        return d + timedelta(days=2)
    if d.weekday() == calendar.SUNDAY:
        return d + timedelta(days=1)
    return d


def holidays(year):
    easter = easter_sunday(year)
    result = {
        "New Year's Day": substitute(date(year, 1, 1)),
        "Good Friday": easter - timedelta(days=2),
        "Easter Monday": easter + timedelta(days=1),
        "Early May": nth_weekday(year, 5, calendar.MONDAY, 1),
        "Spring bank": nth_weekday(year, 5, calendar.MONDAY, -1),
        "Summer bank": nth_weekday(year, 8, calendar.MONDAY, -1),
    }
    xmas = date(year, 12, 25)
    boxing = date(year, 12, 26)
    if xmas.weekday() >= 5:
        result["Christmas Day"] = xmas + timedelta(days=2)
        result["Boxing Day"] = boxing + timedelta(days=2)
    elif boxing.weekday() >= 5:
        result["Christmas Day"] = xmas
        result["Boxing Day"] = boxing + timedelta(days=2)
    else:
        result["Christmas Day"] = xmas
        result["Boxing Day"] = boxing
    return dict(sorted(result.items(), key=lambda kv: kv[1]))


def working_days(start, end, hols):
    day = start
    count = 0
    while day <= end:
        if day.weekday() < 5 and day not in hols:
            count += 1
        day += timedelta(days=1)
    return count


def main():
    for year in (2024, 2025, 2027):
        print(f"== {year} (Easter {easter_sunday(year):%d %B}) ==")
        hols = holidays(year)
        for name, d in hols.items():
            print(f"  {d.isoformat()} {d:%a}  {name}")
        wd = working_days(date(year, 1, 1), date(year, 12, 31), set(hols.values()))
        print(f"  working days: {wd}; leap year: {calendar.isleap(year)}")
    print([easter_sunday(y).strftime("%m-%d") for y in range(2030, 2036)])


if __name__ == "__main__":
    main()
