"""Explain crontab lines and compute the next few run times after a fixed instant."""
from datetime import datetime, timedelta

CRONTAB = """\
# m h dom mon dow command
*/15 9-17 * * 1-5 /usr/bin/sync-inventory
0 2 * * * /usr/bin/backup --full
30 6 1,15 * * /usr/bin/invoice-run
0 0 * 2 0 /usr/bin/february-sundays
5 4 * * 7 /usr/bin/weekly-report
bad line here
"""

FIELDS = (("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 7))
DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]


class CronError(ValueError):
    pass


def expand(spec: str, lo: int, hi: int) -> set[int]:
    values: set[int] = set()
    for part in spec.split(","):
        step = 1
        if "/" in part:
            part, step_text = part.split("/")
            step = int(step_text)
        if part == "*":
            start, end = lo, hi
        elif "-" in part:
            start, end = map(int, part.split("-"))
        else:
            start = end = int(part)
        if not (lo <= start <= end <= hi):
            raise CronError(f"{spec!r} outside {lo}-{hi}")
        values.update(range(start, end + 1, step))
    return values


def parse_line(line: str):
    parts = line.split(None, 5)
    if len(parts) != 6:
        raise CronError(f"expected 6 fields, got {len(parts)}")
    sets = {name: expand(spec, lo, hi) for spec, (name, lo, hi) in zip(parts, FIELDS)}
    if 7 in sets["weekday"]:
        sets["weekday"] = (sets["weekday"] - {7}) | {0}
    return sets, parts[5]


def matches(sets, when: datetime) -> bool:
    cron_dow = (when.weekday() + 1) % 7
    return (when.minute in sets["minute"] and when.hour in sets["hour"]
            and when.day in sets["day"] and when.month in sets["month"]
            and cron_dow in sets["weekday"])


def next_runs(sets, start: datetime, count: int, limit_days: int = 400):
    t = start.replace(second=0, microsecond=0) + timedelta(minutes=1)
    end = start + timedelta(days=limit_days)
    found = []
    while t < end and len(found) < count:
        if t.month not in sets["month"] or t.day not in sets["day"]:
            t = (t + timedelta(days=1)).replace(hour=0, minute=0)
            continue
        if matches(sets, t):
            found.append(t)
        t += timedelta(minutes=1)
    return found


def main():
    now = datetime(2026, 12, 8, 16, 50)
    print("now:", now.strftime("%a %Y-%m-%d %H:%M"))
    for lineno, line in enumerate(CRONTAB.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            sets, command = parse_line(line)
        except CronError as exc:
            print(f"line {lineno}: error: {exc}")
            continue
        days = ",".join(DAY_NAMES[d] for d in sorted(sets["weekday"]))
        print(f"line {lineno}: {command}")
        print(f"  {len(sets['minute'])} minutes x {len(sets['hour'])} hours; days {days}")
        for run in next_runs(sets, now, 3):
            print("   ->", run.strftime("%a %d %b %Y %H:%M"), f"(in {run - now})")
    return 0


if __name__ == "__main__":
    main()
