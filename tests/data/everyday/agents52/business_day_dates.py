import re
from datetime import date, timedelta


HOLIDAYS = {date(2026, 12, 25), date(2026, 12, 26), date(2027, 1, 1)}


def business_days(start, n):
    d = start
    out = []
    while len(out) < n:
        d += timedelta(days=1)
        if d.weekday() < 5 and d not in HOLIDAYS:
            out.append(d)
    return out


def parse_when(text, today):
    text = text.strip().lower()
    if text == "today":
        return today
    if text == "tomorrow":
        return today + timedelta(days=1)
    m = re.match(r"in (\d+) (day|week)s?$", text)
    if m:
        n = int(m.group(1)) * (7 if m.group(2) == "week" else 1)
        return today + timedelta(days=n)
    return date.fromisoformat(text)


def main():
    today = date(2026, 12, 22)
    for d in business_days(today, 5):
        print(d.isoformat(), d.strftime("%a %d %b"))
    for t in ["today", "Tomorrow", "in 3 days", "in 2 weeks", "2027-02-14"]:
        when = parse_when(t, today)
        print(f"{t!r:>14}: {when} ({(when - today).days:+d}d, week {when.isocalendar()[1]})")
    print((date(2027, 1, 1) - today).days, today.replace(day=1), today.toordinal() % 7)


if __name__ == "__main__":
    main()
