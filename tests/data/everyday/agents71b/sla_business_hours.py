"""Check support tickets against SLA targets counted in business hours only.

Business hours: Mon-Fri 09:00-17:00, excluding listed public holidays.
"""
from datetime import datetime, date, time, timedelta
from enum import Enum

HOLIDAYS = {date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)}
OPEN, CLOSE = time(9), time(17)


class Priority(Enum):
    P1 = timedelta(hours=4)
    P2 = timedelta(hours=8)
    P3 = timedelta(hours=24)

    @property
    def target(self):
        return self.value


def is_business_day(d):
    return d.weekday() < 5 and d not in HOLIDAYS


def business_time_between(start, end):
    if end <= start:
        return timedelta(0)
    total = timedelta(0)
    day = start.date()
    while day <= end.date():
        if is_business_day(day):
            day_open = datetime.combine(day, OPEN)
            day_close = datetime.combine(day, CLOSE)
            lo = max(start, day_open)
            hi = min(end, day_close)
            if hi > lo:
                total += hi - lo
        day += timedelta(days=1)
    return total


def add_business_time(start, amount):
    t = start
    remaining = amount
    while True:
        if is_business_day(t.date()):
            day_open = datetime.combine(t.date(), OPEN)
            day_close = datetime.combine(t.date(), CLOSE)
            if t < day_open:
                t = day_open
            if t < day_close:
                available = day_close - t
                if remaining <= available:
                    return t + remaining
                remaining -= available
        t = datetime.combine(t.date() + timedelta(days=1), time(0))


TICKETS = [
    ("T-100", Priority.P1, "2024-12-20 15:30", "2024-12-23 10:00"),
    ("T-101", Priority.P2, "2024-12-23 08:00", "2024-12-23 16:45"),
    ("T-102", Priority.P3, "2024-12-24 12:00", "2024-12-30 11:00"),
    ("T-103", Priority.P1, "2024-12-24 16:00", None),
    ("T-104", Priority.P2, "2024-12-31 18:30", "2025-01-02 17:00"),
    ("T-105", Priority.P3, "2024-12-28 10:00", "2025-01-03 09:00"),
]


def fmt(td):
    hours, rem = divmod(int(td.total_seconds()), 3600)
    return f"{hours}h{rem // 60:02d}m"


def main():
    now = datetime(2025, 1, 2, 12, 0)
    breached = []
    for key, prio, opened_s, resolved_s in TICKETS:
        opened = datetime.strptime(opened_s, "%Y-%m-%d %H:%M")
        resolved = datetime.strptime(resolved_s, "%Y-%m-%d %H:%M") if resolved_s else None
        deadline = add_business_time(opened, prio.target)
        spent = business_time_between(opened, resolved or now)
        state = "open" if resolved is None else "resolved"
        ok = spent <= prio.target
        if not ok:
            breached.append(key)
        print(f"{key} {prio.name} {state:<8} due {deadline:%a %d %b %H:%M}  used {fmt(spent):>7} of {fmt(prio.target):>6}  {'OK' if ok else 'BREACH'}")
    print("breached:", breached)
    print(f"SLA attainment: {1 - len(breached) / len(TICKETS):.0%}")
    print([d.strftime('%a') for d in (date(2024, 12, 24) + timedelta(n) for n in range(7)) if is_business_day(d)])
    print(Priority.P2.target.total_seconds(), Priority(timedelta(hours=4)))
    return len(breached)


if __name__ == "__main__":
    main()
