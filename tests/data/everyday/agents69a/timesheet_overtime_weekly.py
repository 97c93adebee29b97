"""Timesheet punches to weekly hours with overtime, night premium and a per-person summary."""
from datetime import datetime, timedelta, time
from collections import defaultdict
from itertools import groupby

PUNCHES = """
maria  2024-02-05 08:00 16:30
maria  2024-02-06 08:15 18:45
maria  2024-02-07 07:50 17:10
maria  2024-02-08 09:00 19:00
maria  2024-02-09 08:00 14:00
maria  2024-02-10 10:00 13:00
tomas  2024-02-05 21:00 05:30
tomas  2024-02-06 21:00 05:00
tomas  2024-02-08 22:00 06:15
tomas  2024-02-12 21:00 05:00
li     2024-02-07 12:00 12:00
li     2024-02-07 13:00 17:45
"""

OVERTIME_AFTER = timedelta(hours=40)
NIGHT_START, NIGHT_END = time(22, 0), time(6, 0)


def parse(text):
    shifts = []
    for line in text.strip().splitlines():
        who, day, start, end = line.split()
        begin = datetime.strptime(f"{day} {start}", "%Y-%m-%d %H:%M")
        finish = datetime.strptime(f"{day} {end}", "%Y-%m-%d %H:%M")
        if finish <= begin:
            finish += timedelta(days=1)
        shifts.append((who, begin, finish))
    return shifts


def night_minutes(begin, finish):
    minutes = 0
    cur = begin
    step = timedelta(minutes=15)
    while cur < finish:
        t = cur.time()
        if t >= NIGHT_START or t < NIGHT_END:
            minutes += 15
        cur += step
    return minutes


def hours(td):
    return td.total_seconds() / 3600


def main():
    shifts = parse(PUNCHES)
    shifts.sort(key=lambda s: (s[0], s[1]))
    for who, group in groupby(shifts, key=lambda s: s[0]):
        group = list(group)
        weeks = defaultdict(timedelta)
        nights = 0
        for _, b, f in group:
            year, week, _ = b.isocalendar()
            weeks[(year, week)] += f - b
            nights += night_minutes(b, f)
        print(f"== {who} ({len(group)} shifts)")
        for (year, week), worked in sorted(weeks.items()):
            regular = min(worked, OVERTIME_AFTER)
            overtime = worked - regular
            print(f"   {year}-W{week:02d}: {hours(worked):6.2f}h  regular {hours(regular):5.2f}"
                  f"  overtime {hours(overtime):5.2f}")
        longest = max(group, key=lambda s: s[2] - s[1])
        print(f"   longest shift {longest[1]:%a %d %b} {longest[2] - longest[1]}")
        print(f"   night premium: {nights // 60}h{nights % 60:02d}m")
        empty = [b.strftime("%Y-%m-%d %H:%M") for _, b, f in group if f - b >= timedelta(hours=24)]
        if empty:
            print("   suspicious 24h shifts:", empty)
    total = sum((f - b for _, b, f in shifts), timedelta())
    print("total logged:", total, "=", f"{hours(total):.1f}h")
    return total.days


if __name__ == "__main__":
    main()
