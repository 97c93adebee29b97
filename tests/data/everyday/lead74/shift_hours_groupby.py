from datetime import datetime, timedelta
from itertools import groupby

SHIFTS = """\
alice,2024-05-06 08:58,2024-05-06 17:05
bob,2024-05-06 09:30,2024-05-06 18:00
alice,2024-05-07 09:02,2024-05-07 12:30
alice,2024-05-07 13:15,2024-05-07 17:45
carol,2024-05-07 22:00,2024-05-08 06:10
bob,2024-05-08 09:00,2024-05-08 09:00
"""
FMT = "%Y-%m-%d %H:%M"


def load():
    out = []
    for line in SHIFTS.strip().splitlines():
        who, start, end = line.split(",")
        out.append((who, datetime.strptime(start, FMT), datetime.strptime(end, FMT)))
    return out


def hours(td):
    return td.total_seconds() / 3600


def main():
    shifts = load()
    shifts.sort(key=lambda s: (s[0], s[1]))
    report = {}
    for who, group in groupby(shifts, key=lambda s: s[0]):
        group = list(group)
        worked = sum((end - start for _, start, end in group), timedelta())
        late = [s for _, s, _ in group if s.time() > datetime.strptime("09:00", "%H:%M").time()]
        overnight = any(e.date() != s.date() for _, s, e in group)
        report[who] = (worked, len(late), overnight)
    for who, (worked, late, overnight) in report.items():
        flag = " (overnight)" if overnight else ""
        print(f"{who:<6} {hours(worked):5.2f}h  late x{late}{flag}  [{worked}]")
    busiest = max(report, key=lambda w: report[w][0])
    print("busiest:", busiest)
    days = sorted({s.strftime("%a %d %b") for _, s, _ in shifts})
    print("days:", ", ".join(days))
