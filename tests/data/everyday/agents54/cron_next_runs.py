"""Parse simple cron expressions and list their next run times."""
from datetime import datetime, timedelta

FIELDS = [("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 6)]


class CronError(ValueError):
    pass


def parse_field(text, lo, hi, name):
    values = set()
    for part in text.split(","):
        step = 1
        if "/" in part:
            part, step_text = part.split("/")
            step = int(step_text)
            if step <= 0:
                raise CronError(f"{name}: step must be positive")
        if part == "*":
            start, end = lo, hi
        elif "-" in part:
            start, end = map(int, part.split("-"))
        else:
            start = end = int(part)
        if not (lo <= start <= end <= hi):
            raise CronError(f"{name}: {part} out of range {lo}-{hi}")
        values.update(range(start, end + 1, step))
    return frozenset(values)


def parse_cron(expr):
    parts = expr.split()
    if len(parts) != 5:
        raise CronError(f"expected 5 fields, got {len(parts)}")
    return {name: parse_field(p, lo, hi, name) for p, (name, lo, hi) in zip(parts, FIELDS)}


def matches(spec, t):
    cron_weekday = (t.weekday() + 1) % 7  # cron: Sunday = 0
    return (t.minute in spec["minute"] and t.hour in spec["hour"] and t.day in spec["day"]
            and t.month in spec["month"] and cron_weekday in spec["weekday"])


def next_runs(expr, start, n=3, horizon_days=400):
    spec = parse_cron(expr)
    t = start.replace(second=0, microsecond=0) + timedelta(minutes=1)
    end = start + timedelta(days=horizon_days)
    runs = []
    while len(runs) < n and t < end:
        if t.month not in spec["month"] or t.day not in spec["day"]:
            t = (t + timedelta(days=1)).replace(hour=0, minute=0)
            continue
        if t.hour not in spec["hour"]:
            t = (t + timedelta(hours=1)).replace(minute=0)
            continue
        if matches(spec, t):
            runs.append(t)
        t += timedelta(minutes=1)
    return runs


def main():
    now = datetime(2024, 2, 27, 22, 47)
    jobs = {
        "backup": "30 2 * * *",
        "report": "0 9 * * 1-5",
        "cleanup": "*/15 * * * *",
        "leap": "0 0 29 2 *",
        "quarterly": "0 6 1 1,4,7,10 *",
        "broken": "61 * * * *",
        "short": "* * *",
    }
    for name, expr in jobs.items():
        try:
            runs = next_runs(expr, now)
        except CronError as e:
            print(f"{name:<10} {expr:<18} error: {e}")
            continue
        when = ", ".join(r.strftime("%a %m-%d %H:%M") for r in runs)
        print(f"{name:<10} {expr:<18} {when}")
    print(sorted(parse_field("*/20,5", 0, 59, "minute")))


if __name__ == "__main__":
    main()
