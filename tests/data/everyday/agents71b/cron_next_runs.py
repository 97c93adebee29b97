"""Compute the next run times of cron schedules and detect overlapping jobs."""
from datetime import datetime, timedelta

JOBS = {
    "nightly-backup": ("30 2 * * *", 50),
    "hourly-sync": ("0 * * * *", 10),
    "report-weekdays": ("0 9 * * 1-5", 20),
    "cleanup": ("*/20 3-4 * * *", 5),
    "month-end": ("0 23 28-31 * *", 90),
    "bad": ("61 * * * *", 1),
}

FIELD_RANGES = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 6)]


class CronError(ValueError):
    pass


def expand(field, lo, hi):
    values = set()
    for part in field.split(","):
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
        if start < lo or end > hi or start > end:
            raise CronError(f"{part!r} outside {lo}-{hi}")
        values.update(range(start, end + 1, step))
    return values


def parse(expr):
    parts = expr.split()
    if len(parts) != 5:
        raise CronError(f"expected 5 fields, got {len(parts)}")
    return [expand(p, lo, hi) for p, (lo, hi) in zip(parts, FIELD_RANGES)]


def matches(spec, t):
    minute, hour, dom, month, dow = spec
    cron_dow = (t.weekday() + 1) % 7  # cron: 0 = Sunday
    return t.minute in minute and t.hour in hour and t.day in dom and t.month in month and cron_dow in dow


def next_runs(spec, after, count, until=None):
    t = after.replace(second=0, microsecond=0) + timedelta(minutes=1)
    out = []
    limit = until or after + timedelta(days=400)
    minute, hour, dom, month, dow = spec
    while len(out) < count and t < limit:
        if t.month not in month or t.day not in dom or (t.weekday() + 1) % 7 not in dow:
            t = (t + timedelta(days=1)).replace(hour=0, minute=0)
        elif t.hour not in hour:
            t = (t + timedelta(hours=1)).replace(minute=0)
        else:
            if matches(spec, t):
                out.append(t)
            t += timedelta(minutes=1)
    return out


def main():
    now = datetime(2024, 2, 27, 22, 15)
    print("now:", now.strftime("%a %Y-%m-%d %H:%M"))
    windows = []
    for name, (expr, minutes) in JOBS.items():
        try:
            spec = parse(expr)
        except CronError as e:
            print(f"{name:<16} INVALID ({e})")
            continue
        runs = next_runs(spec, now, 3)
        print(f"{name:<16} {expr:<16} " + ", ".join(r.strftime("%a %d %H:%M") for r in runs))
        for r in next_runs(spec, now, 100, until=now + timedelta(days=2)):
            windows.append((r, r + timedelta(minutes=minutes), name))
    windows.sort()
    clashes = []
    for i, (s1, e1, n1) in enumerate(windows):
        for s2, e2, n2 in windows[i + 1:]:
            if s2 >= e1:
                break
            clashes.append(f"{n1} ({s1:%d %H:%M}-{e1:%H:%M}) overlaps {n2} ({s2:%H:%M})")
    print(f"{len(windows)} runs in the next 48h, {len(clashes)} overlaps:")
    for c in clashes[:6]:
        print("  ", c)
    print(sorted(expand("1-10/3,20", 0, 59)), parse("0 0 1 1 *")[4] == set(range(7)))
    return len(clashes)


if __name__ == "__main__":
    main()
