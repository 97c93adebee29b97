"""When do support tickets arrive? Weekday x hour heatmap from ISO timestamps."""
import calendar
from collections import Counter
from datetime import datetime, timezone, timedelta

TIMESTAMPS = """
2024-03-04T08:15:00+00:00 2024-03-04T09:02:00+00:00 2024-03-04T13:45:00+01:00
2024-03-05T10:30:00+00:00 2024-03-05T10:41:00+00:00 2024-03-05T16:05:00-05:00
2024-03-06T09:55:00+00:00 2024-03-07T11:20:00+00:00 2024-03-07T11:25:00+00:00
2024-03-07T11:59:00+00:00 2024-03-08T17:40:00+00:00 2024-03-09T22:10:00+00:00
2024-03-10T03:05:00+09:00 2024-03-11T08:00:00+00:00 2024-03-11T08:30:00+00:00
2024-03-12T14:14:00+02:00 2024-03-13T09:09:00+00:00 2024-03-14T23:50:00-08:00
"""
BLOCKS = [(0, 6, "night"), (6, 12, "morning"), (12, 18, "afternoon"), (18, 24, "evening")]
SHADES = " .:-=+*#%@"


def block_of(hour: int) -> str:
    return next(name for lo, hi, name in BLOCKS if lo <= hour < hi)


def main():
    stamps = [datetime.fromisoformat(s).astimezone(timezone.utc) for s in TIMESTAMPS.split()]
    print(f"{len(stamps)} tickets from {min(stamps):%Y-%m-%d %H:%M} to {max(stamps):%Y-%m-%d %H:%M} UTC")
    grid = Counter((ts.weekday(), block_of(ts.hour)) for ts in stamps)
    peak = max(grid.values())
    names = [name for _, _, name in BLOCKS]
    print(" " * 5 + "".join(f"{n:>10}" for n in names))
    for wd in range(7):
        cells = []
        for name in names:
            n = grid[(wd, name)]
            shade = SHADES[round(n / peak * (len(SHADES) - 1))]
            cells.append(f"{shade * 3:>7}{n:>3}")
        print(f"{calendar.day_abbr[wd]:<5}" + "".join(cells))

    per_day = Counter(calendar.day_name[ts.weekday()] for ts in stamps)
    print("\nby weekday:", ", ".join(f"{d}={per_day[d]}" for d in calendar.day_name if per_day[d]))
    weekend = sum(1 for ts in stamps if ts.weekday() >= calendar.SATURDAY)
    print(f"weekend share: {weekend}/{len(stamps)} = {weekend / len(stamps):.1%}")
    hours = Counter(ts.hour for ts in stamps)
    busiest_hour, n = max(hours.items(), key=lambda kv: (kv[1], -kv[0]))
    print(f"busiest hour: {busiest_hour:02d}:00-{busiest_hour:02d}:59 UTC ({n} tickets)")
    local = stamps[0].astimezone(timezone(timedelta(hours=-5), "EST"))
    print("first in EST:", local.isoformat(), local.tzname(), local.strftime("%a %I:%M %p %Z"))
    gaps = sorted(stamps)
    longest = max(zip(gaps, gaps[1:]), key=lambda p: p[1] - p[0])
    print("longest gap:", longest[1] - longest[0], "starting", longest[0].strftime("%A %H:%M"))
    print("iso weeks:", sorted(Counter(ts.isocalendar().week for ts in stamps).items()))
    return peak


if __name__ == "__main__":
    main()
