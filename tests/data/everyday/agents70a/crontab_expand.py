"""Expand crontab expressions and list the next firings within one day."""

FIELDS = [("minute", 0, 59), ("hour", 0, 23), ("dom", 1, 31), ("month", 1, 12), ("dow", 0, 6)]
ALIASES = {"@hourly": "0 * * * *", "@daily": "0 0 * * *", "@weekly": "0 0 * * 0"}
DAY_NAMES = {"sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6}

CRONTAB = """
# m h dom mon dow command
*/15 9-17 * * 1-5   /usr/bin/poll-queue
30 2 * * *          /usr/local/bin/backup --full
0 */6 * * *         rotate-logs
5,35 8 1 * mon      send-invoices
@hourly             heartbeat
"""


def expand(spec: str, lo: int, hi: int) -> list[int]:
    values: set[int] = set()
    for part in spec.lower().split(","):
        step = 1
        if "/" in part:
            part, step_s = part.split("/")
            step = int(step_s)
        if part == "*":
            start, end = lo, hi
        elif "-" in part:
            a, b = part.split("-")
            start, end = int(DAY_NAMES.get(a, a)), int(DAY_NAMES.get(b, b))
        else:
            start = int(DAY_NAMES.get(part, part))
            end = hi if step > 1 else start
        values.update(range(start, end + 1, step))
    return sorted(v for v in values if lo <= v <= hi)


def parse_line(line: str):
    line = line.strip()
    if not line or line.startswith("#"):
        return None
    if line.startswith("@"):
        alias, _, cmd = line.partition(" ")
        line = ALIASES[alias] + " " + cmd.strip()
    parts = line.split(None, 5)
    sets = {name: expand(p, lo, hi) for p, (name, lo, hi) in zip(parts[:5], FIELDS)}
    return sets, parts[5]


def fires_per_day(sets) -> int:
    return len(sets["minute"]) * len(sets["hour"])


def main():
    jobs = [j for j in map(parse_line, CRONTAB.splitlines()) if j]
    for sets, cmd in jobs:
        hours = sets["hour"]
        hour_desc = "every hour" if len(hours) == 24 else f"hours {hours[0]}..{hours[-1]}" if hours == list(range(hours[0], hours[-1] + 1)) else f"hours {hours}"
        print(f"{cmd:<30} minutes={sets['minute']} {hour_desc} dow={sets['dow']} -> {fires_per_day(sets)}/day")
    # first five firings on a Monday (dow=1) starting 08:00
    events = []
    for sets, cmd in jobs:
        if 1 not in sets["dow"]:
            continue
        for h in sets["hour"]:
            for m in sets["minute"]:
                if (h, m) >= (8, 0):
                    events.append((h, m, cmd.split()[0]))
    events.sort()
    for h, m, name in events[:6]:
        print(f"{h:02d}:{m:02d} {name}")
    return len(jobs)


if __name__ == "__main__":
    main()
