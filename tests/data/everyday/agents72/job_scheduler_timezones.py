"""Schedule recurring jobs defined in local office time onto a UTC timeline."""
from datetime import datetime, timedelta, timezone
from heapq import heappush, heappop

OFFICES = {
    "sydney": timezone(timedelta(hours=10), "AEST"),
    "berlin": timezone(timedelta(hours=1), "CET"),
    "new_york": timezone(timedelta(hours=-5), "EST"),
    "kolkata": timezone(timedelta(hours=5, minutes=30), "IST"),
}
JOBS = [
    ("payroll-export", "berlin", "02:30", {0, 1, 2, 3, 4}),
    ("db-vacuum", "new_york", "23:15", {5, 6}),
    ("ledger-close", "sydney", "06:00", {0, 2, 4}),
    ("report-mail", "kolkata", "09:45", {0, 1, 2, 3, 4}),
]
WINDOW_START = datetime(2024, 1, 5, 0, 0, tzinfo=timezone.utc)  # a Friday
WINDOW = timedelta(days=3)
BLACKOUT = (datetime(2024, 1, 6, 12, 0, tzinfo=timezone.utc), datetime(2024, 1, 6, 16, 0, tzinfo=timezone.utc))


def occurrences(name, office, hhmm, weekdays):
    tz = OFFICES[office]
    hour, minute = map(int, hhmm.split(":"))
    local_day = (WINDOW_START - timedelta(days=1)).astimezone(tz).date()
    end = WINDOW_START + WINDOW
    while True:
        local = datetime(local_day.year, local_day.month, local_day.day, hour, minute, tzinfo=tz)
        utc = local.astimezone(timezone.utc)
        if utc >= end:
            return
        if utc >= WINDOW_START and local.weekday() in weekdays:
            yield utc, name, local
        local_day += timedelta(days=1)


def main():
    heap = []
    for name, office, hhmm, days in JOBS:
        for item in occurrences(name, office, hhmm, days):
            heappush(heap, item)
    print(f"window {WINDOW_START:%Y-%m-%d %H:%M %Z} + {WINDOW.days} days")
    last = None
    moved = 0
    while heap:
        utc, name, local = heappop(heap)
        note = ""
        if BLACKOUT[0] <= utc < BLACKOUT[1]:
            utc = BLACKOUT[1]
            note = " (moved after blackout)"
            moved += 1
        gap = "" if last is None else f" +{(utc - last).total_seconds() / 3600:5.2f}h"
        print(f"{utc:%a %d %H:%M}Z  {name:<15} local {local:%a %H:%M %Z} ({local.utcoffset()}){gap}{note}")
        last = utc
    print("moved:", moved)
    print(datetime(2024, 1, 5, 9, 45, tzinfo=OFFICES["kolkata"]).isoformat())
    print(OFFICES["kolkata"], repr(OFFICES["berlin"]))


if __name__ == "__main__":
    main()
