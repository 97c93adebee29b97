"""Compute exact ages and upcoming milestones (10,000 days, leap-day birthdays, half-birthdays)."""
from datetime import date, timedelta
import calendar

PEOPLE = {
    "Imogen": date(1996, 2, 29),
    "Rafael": date(1988, 11, 3),
    "Tomasz": date(2001, 7, 31),
    "Wen": date(1979, 12, 31),
}
TODAY = date(2025, 6, 15)


def birthday_in(born, year):
    if born.month == 2 and born.day == 29 and not calendar.isleap(year):
        return date(year, 3, 1)
    return born.replace(year=year)


def age_ymd(born, today):
    years = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    anchor = birthday_in(born, born.year + years)
    months = 0
    while True:
        m = anchor.month + months + 1
        y = anchor.year + (m - 1) // 12
        m = (m - 1) % 12 + 1
        day = min(anchor.day, calendar.monthrange(y, m)[1])
        if date(y, m, day) > today:
            break
        months += 1
    m = anchor.month + months
    y = anchor.year + (m - 1) // 12
    m = (m - 1) % 12 + 1
    start = date(y, m, min(anchor.day, calendar.monthrange(y, m)[1]))
    return years, months, (today - start).days


def next_birthday(born, today):
    bd = birthday_in(born, today.year)
    if bd < today:
        bd = birthday_in(born, today.year + 1)
    return bd


def main():
    for name, born in sorted(PEOPLE.items(), key=lambda kv: kv[1]):
        y, m, d = age_ymd(born, TODAY)
        days_alive = (TODAY - born).days
        nb = next_birthday(born, TODAY)
        print(f"{name:<7} born {born:%d %b %Y} ({calendar.day_abbr[born.weekday()]}): {y}y {m}m {d}d, {days_alive:,} days")
        print(f"        next birthday {nb.isoformat()} in {(nb - TODAY).days} days, turning {nb.year - born.year}")
        for n in (10_000, 15_000, 20_000):
            when = born + timedelta(days=n)
            if when >= TODAY:
                print(f"        {n:,}-day mark on {when:%A %d %B %Y}")
                break
        weeks, rem = divmod(days_alive, 7)
        print(f"        that is {weeks} weeks and {rem} days; {days_alive * 24:,} hours")
    leaps = [y for y in range(1996, 2026) if calendar.isleap(y)]
    print("Imogen's real birthdays:", len(leaps), leaps[-3:])
    oldest = min(PEOPLE, key=PEOPLE.get)
    gap = PEOPLE["Imogen"] - PEOPLE[oldest]
    print(f"oldest is {oldest}; gap to Imogen {gap.days} days = {gap.days / 365.2425:.2f} years")
    print("same weekday birthdays:", sorted(n for n, b in PEOPLE.items() if b.weekday() == TODAY.weekday()))
    print("ordinal/fromordinal:", TODAY.toordinal(), date.fromordinal(TODAY.toordinal() - 10000))
    return age_ymd(PEOPLE["Imogen"], TODAY)


if __name__ == "__main__":
    main()
