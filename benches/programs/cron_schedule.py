# A cron-style scheduler: the next runs of a few schedules, minute by minute, plus a calendar
# of business days and meeting slots -- datetime construction, arithmetic, comparison, hashing.
from datetime import date, datetime, timedelta, timezone


def matches(t: datetime, minutes: set, hours: set, weekdays: set) -> bool:
    return t.minute in minutes and t.hour in hours and t.weekday() in weekdays


def next_runs(start: datetime, minutes: set, hours: set, weekdays: set, count: int) -> list:
    runs = []
    t = start.replace(second=0, microsecond=0) + timedelta(minutes=1)
    limit = start + timedelta(days=7)
    step = timedelta(minutes=1)
    while len(runs) < count and t < limit:
        if matches(t, minutes, hours, weekdays):
            runs.append(t)
        t += step
    return runs


def business_days(first: date, last: date) -> list:
    days = []
    d = first
    while d <= last:
        if d.weekday() < 5:
            days.append(d)
        d += timedelta(days=1)
    return days


def main() -> int:
    start = datetime(2024, 2, 28, 22, 47, 13)
    every_quarter = next_runs(start, {0, 15, 30, 45}, set(range(9, 18)), {0, 1, 2, 3, 4}, 40)
    nightly = next_runs(start, {5}, {2}, {0, 1, 2, 3, 4, 5, 6}, 5)
    print(every_quarter[0], every_quarter[-1], len(every_quarter))
    print([str(t) for t in nightly])
    days = business_days(date(2024, 1, 1), date(2024, 12, 31))
    print(len(days), days[0], days[-1])
    utc = timezone.utc
    berlin = timezone(timedelta(hours=1), "CET")
    seen = set()
    slots = 0
    for i in range(2000):
        local = datetime(2024, 3, 1 + i % 28, 8 + i % 10, (i * 7) % 60, tzinfo=berlin)
        moment = local.astimezone(utc)
        if moment not in seen:
            seen.add(moment)
        if local - moment == timedelta(0) and moment.hour < 12:
            slots += 1
    print(len(seen), slots)
    gaps = [b - a for a, b in zip(every_quarter, every_quarter[1:])]
    longest = max(gaps)
    print(longest, sum(gaps, timedelta()) / len(gaps))
    return len(every_quarter) + len(days) + slots
