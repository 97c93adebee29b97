"""Total night-shift hours per worker, handling shifts that cross midnight."""
from collections import defaultdict
from datetime import datetime, timedelta, date, time

PUNCHES = """
2024-04-01 mia   22:00 06:30
2024-04-01 raj   18:00 23:45
2024-04-02 mia   21:30 05:00
2024-04-02 tom   23:00 07:15
2024-04-03 raj   20:00 04:00
2024-04-03 mia   22:15 06:45
2024-04-04 tom   00:30 08:00
2024-04-05 raj   19:00 03:30
"""

NIGHT_START = time(22, 0)
NIGHT_END = time(6, 0)
BREAK_AFTER = timedelta(hours=6)
BREAK_LEN = timedelta(minutes=30)


def fmt_td(td: timedelta) -> str:
    total_minutes = int(td.total_seconds()) // 60
    hours, minutes = divmod(total_minutes, 60)
    return f"{hours:d}h{minutes:02d}m"


def night_overlap(start: datetime, end: datetime) -> timedelta:
    overlap = timedelta()
    day = start.date() - timedelta(days=1)
    while day <= end.date():
        win_start = datetime.combine(day, NIGHT_START)
        win_end = datetime.combine(day + timedelta(days=1), NIGHT_END)
        lo, hi = max(start, win_start), min(end, win_end)
        if hi > lo:
            overlap += hi - lo
        day += timedelta(days=1)
    return overlap


def main():
    totals = defaultdict(timedelta)
    nights = defaultdict(timedelta)
    print(f"{'date':<11}{'who':<5}{'start':>6}{'end':>7}{'worked':>8}{'night':>8}")
    for line in PUNCHES.strip().splitlines():
        day_s, who, t_in, t_out = line.split()
        day = date.fromisoformat(day_s)
        start = datetime.combine(day, datetime.strptime(t_in, "%H:%M").time())
        end = datetime.combine(day, datetime.strptime(t_out, "%H:%M").time())
        if end <= start:
            end += timedelta(days=1)
        worked = end - start
        if worked > BREAK_AFTER:
            worked -= BREAK_LEN
        night = night_overlap(start, end)
        totals[who] += worked
        nights[who] += night
        print(f"{day:%a %d/%m} {who:<5}{start:%H:%M}  {end:%H:%M}  {fmt_td(worked):>7}{fmt_td(night):>8}")
    print()
    for who in sorted(totals, key=lambda w: totals[w], reverse=True):
        share = nights[who] / totals[who]
        print(f"{who:<5} total {fmt_td(totals[who]):>7}  night {fmt_td(nights[who]):>7}  ({share:.0%})")
    grand = sum(totals.values(), timedelta())
    print("grand total:", grand, "=", grand.total_seconds() / 3600, "hours")
    longest = max(totals.items(), key=lambda kv: kv[1])
    print(f"longest: {longest[0]} with {longest[1].days} days {longest[1].seconds // 3600} hours")
    return fmt_td(grand)


if __name__ == "__main__":
    main()
