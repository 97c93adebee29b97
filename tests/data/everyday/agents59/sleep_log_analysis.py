"""Analyse a sleep diary: durations across midnight, consistency, debt and weekday patterns."""
from datetime import datetime, timedelta, date, time
from statistics import mean, median, pstdev
from collections import defaultdict

DIARY = """\
2024-03-04 23:10 06:45 3
2024-03-05 23:45 06:40 2
2024-03-06 00:30 06:50 2
2024-03-07 22:55 06:30 4
2024-03-08 01:15 09:20 3
2024-03-09 02:00 10:05 2
2024-03-10 23:30 07:00 4
2024-03-11 23:05 06:45 4
2024-03-12 23:50 06:40 3
2024-03-13 -- -- 0
2024-03-14 23:20 06:35 3
2024-03-15 00:45 08:55 5
2024-03-16 01:30 09:40 4
2024-03-17 22:40 06:50 5
"""

TARGET = timedelta(hours=8)


def parse_entry(line):
    day_s, bed_s, wake_s, quality = line.split()
    night = date.fromisoformat(day_s)
    if bed_s == "--":
        return night, None, None, int(quality)
    bed_t = time.fromisoformat(bed_s)
    wake_t = time.fromisoformat(wake_s)
    bed = datetime.combine(night, bed_t)
    if bed_t.hour < 12:
        bed += timedelta(days=1)  # went to bed after midnight
    wake = datetime.combine(night + timedelta(days=1), wake_t)
    return night, bed, wake, int(quality)


def minutes_after_midnight(t):
    m = t.hour * 60 + t.minute
    return m - 1440 if m >= 12 * 60 else m


def hm(td):
    total = int(td.total_seconds()) // 60
    sign = "-" if total < 0 else ""
    total = abs(total)
    return f"{sign}{total // 60}h{total % 60:02d}"


def main():
    entries = [parse_entry(l) for l in DIARY.splitlines()]
    nights = [(n, b, w, q) for n, b, w, q in entries if b is not None]
    print(f"{len(entries)} nights logged, {len(entries) - len(nights)} missing")
    debt = timedelta(0)
    by_weekday = defaultdict(list)
    for night, bed, wake, q in nights:
        slept = wake - bed
        debt += TARGET - slept
        by_weekday[night.strftime("%a")].append(slept.total_seconds() / 3600)
        flag = " short" if slept < timedelta(hours=7) else ""
        print(f"{night:%a %d}: {bed:%H:%M} -> {wake:%H:%M} = {hm(slept)} q{q} debt {hm(debt)}{flag}")
    durations = [(w - b).total_seconds() / 3600 for _, b, w, _ in nights]
    print(f"mean {mean(durations):.2f}h, median {median(durations):.2f}h, sd {pstdev(durations):.2f}h")
    bedtimes = [minutes_after_midnight(b.time()) for _, b, _, _ in nights]
    avg_bed = mean(bedtimes)
    h, m = divmod(round(avg_bed) % 1440, 60)
    print(f"average bedtime {h:02d}:{m:02d}, spread +/- {pstdev(bedtimes):.0f} min")
    weekend = [d for n, b, w, q in nights for d in [(w - b).total_seconds() / 3600] if n.weekday() >= 4]
    weekday = [d for n, b, w, q in nights for d in [(w - b).total_seconds() / 3600] if n.weekday() < 4]
    print(f"social jetlag: weekend nights {mean(weekend):.2f}h vs weekdays {mean(weekday):.2f}h")
    for wd in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]:
        vals = by_weekday.get(wd, [])
        print(f"  {wd}: {'#' * round(mean(vals) * 2) if vals else '(none)'} {mean(vals):.1f}h" if vals else f"  {wd}: (none)")
    pairs = [((w - b).total_seconds() / 3600, q) for _, b, w, q in nights]
    good = [d for d, q in pairs if q >= 4]
    poor = [d for d, q in pairs if q <= 2]
    print(f"quality>=4 nights average {mean(good):.2f}h; quality<=2 average {mean(poor):.2f}h")


if __name__ == "__main__":
    main()
