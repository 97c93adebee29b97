"""Measure support-ticket response times in business hours (Mon-Fri 9-17, minus holidays)."""
from datetime import date, datetime, time, timedelta

OPEN, CLOSE = time(9), time(17)
HOLIDAYS = {date(2026, 12, 24), date(2026, 12, 25), date(2026, 12, 31), date(2027, 1, 1)}
SLA = {"P1": timedelta(hours=4), "P2": timedelta(hours=8), "P3": timedelta(hours=24)}


def is_workday(d: date) -> bool:
    return d.weekday() < 5 and d not in HOLIDAYS


def business_time(start: datetime, end: datetime) -> timedelta:
    if end <= start:
        return timedelta(0)
    total = timedelta(0)
    day = start.date()
    while day <= end.date():
        if is_workday(day):
            lo = max(start, datetime.combine(day, OPEN))
            hi = min(end, datetime.combine(day, CLOSE))
            if hi > lo:
                total += hi - lo
        day += timedelta(days=1)
    return total


def add_business_time(start: datetime, amount: timedelta) -> datetime:
    current = start
    remaining = amount
    while True:
        day = current.date()
        if is_workday(day):
            lo = max(current, datetime.combine(day, OPEN))
            hi = datetime.combine(day, CLOSE)
            if lo < hi:
                if lo + remaining <= hi:
                    return lo + remaining
                remaining -= hi - lo
        current = datetime.combine(day + timedelta(days=1), time(0))


def fmt(td: timedelta) -> str:
    hours, rest = divmod(int(td.total_seconds()), 3600)
    return f"{hours}h{rest // 60:02d}m"


TICKETS = [
    ("T-1", "P1", "2026-12-21 10:15", "2026-12-21 13:40"),
    ("T-2", "P1", "2026-12-21 16:30", "2026-12-22 11:00"),
    ("T-3", "P2", "2026-12-23 15:00", "2026-12-28 10:00"),
    ("T-4", "P3", "2026-12-30 08:00", "2027-01-05 09:30"),
    ("T-5", "P2", "2026-12-26 12:00", "2026-12-28 16:00"),
    ("T-6", "P1", "2026-12-22 18:00", None),
]


def main():
    now = datetime(2026, 12, 23, 12, 0)
    breached = 0
    for tid, prio, opened_s, answered_s in TICKETS:
        opened = datetime.fromisoformat(opened_s)
        answered = datetime.fromisoformat(answered_s) if answered_s else None
        due = add_business_time(opened, SLA[prio])
        spent = business_time(opened, answered or now)
        late = (answered or now) > due
        breached += late
        status = "BREACHED" if late else "ok"
        wall = (answered or now) - opened
        print(f"{tid} {prio} opened {opened:%a %d %H:%M} due {due:%a %d %H:%M} "
              f"business {fmt(spent):>7} wall {str(wall):>16} {status}{'' if answered else ' (open)'}")
    print(f"{breached}/{len(TICKETS)} breached")
    week = [date(2026, 12, 21) + timedelta(days=i) for i in range(14)]
    print("workdays:", " ".join(d.strftime("%d") for d in week if is_workday(d)))
    print(fmt(business_time(datetime(2026, 12, 18, 9), datetime(2027, 1, 8, 17))))


if __name__ == "__main__":
    main()
