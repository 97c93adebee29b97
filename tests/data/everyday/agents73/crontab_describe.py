"""Turn crontab lines into plain-English descriptions and list the next few run times."""
import calendar
from datetime import datetime, timedelta

CRONTAB = """
# m   h    dom mon dow  command
0     2    *   *   *    /usr/local/bin/backup.sh
*/15  9-17 *   *   1-5  /opt/poll --quiet
30    6    1   */3 *    /opt/quarterly-report
0     0    *   *   0,6  /opt/weekend-cleanup
5     4    13  *   5    /opt/friday13
"""

FIELDS = [("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 6)]
DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]


def expand(spec: str, lo: int, hi: int) -> list[int]:
    values: set[int] = set()
    for chunk in spec.split(","):
        base, _, step = chunk.partition("/")
        step_n = int(step) if step else 1
        if base == "*":
            start, end = lo, hi
        elif "-" in base:
            a, b = base.split("-")
            start, end = int(a), int(b)
        else:
            start = int(base)
            end = hi if step else start
        values.update(range(start, end + 1, step_n))
    return sorted(values)


def describe_field(spec, name, lo, hi):
    if spec == "*":
        return None
    if spec.startswith("*/"):
        return f"every {spec[2:]} {name}s"
    vals = expand(spec, lo, hi)
    if name == "weekday":
        words = [DAY_NAMES[v] for v in vals]
    elif name == "month":
        words = [calendar.month_abbr[v] for v in vals]
    else:
        words = [str(v) for v in vals]
    if "-" in spec and "," not in spec:
        return f"{name} {words[0]} through {words[-1]}"
    return f"{name} " + (", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else words[0])


def matches(dt: datetime, sets) -> bool:
    minute, hour, day, month, wday = sets
    cron_wday = (dt.weekday() + 1) % 7
    return dt.minute in minute and dt.hour in hour and dt.day in day and dt.month in month and cron_wday in wday


def next_runs(sets, start: datetime, count: int, limit_days: int = 400):
    runs, t = [], start.replace(second=0, microsecond=0) + timedelta(minutes=1)
    end = start + timedelta(days=limit_days)
    while len(runs) < count and t < end:
        if t.month not in sets[3] or t.day not in sets[2]:
            t = (t + timedelta(days=1)).replace(hour=0, minute=0)
            continue
        if matches(t, sets):
            runs.append(t)
        t += timedelta(minutes=1)
    return runs


def main():
    now = datetime(2024, 9, 10, 8, 0)
    jobs = 0
    for line in CRONTAB.strip().splitlines():
        if line.startswith("#"):
            continue
        *spec, command = line.split(None, 5)
        jobs += 1
        sets = [expand(s, lo, hi) for s, (_, lo, hi) in zip(spec, FIELDS)]
        parts = [p for s, (n, lo, hi) in zip(spec, FIELDS) if (p := describe_field(s, n, lo, hi))]
        print(f"{command}")
        print(f"  when: {'; '.join(parts)}")
        for run in next_runs(sets, now, 3):
            print(f"  next: {run:%a %Y-%m-%d %H:%M}")
    print(f"{jobs} jobs")
    return jobs


if __name__ == "__main__":
    main()
