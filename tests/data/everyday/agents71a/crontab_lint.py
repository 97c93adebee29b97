"""Lint a crontab: validate every field and describe each valid schedule."""
import calendar

CRONTAB = """
# m h dom mon dow command
*/15 * * * * /usr/bin/backup --incremental
0 2 * * 0 /usr/bin/backup --full
30 8-17/3 * * mon-fri /opt/report.sh
61 * * * * /bin/false
0 0 31 2 * /bin/leap-check
5 4 1,15 jan,jul * /opt/rotate.sh
@daily /opt/cleanup.sh
0 12 * * 8 /bin/broken-dow
15 */0 * * * /bin/zero-step
0 9 * * 1-5
"""

FIELDS = [("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 6)]
MONTH_NAMES = {name.lower(): i for i, name in enumerate(calendar.month_abbr) if name}
DAY_NAMES = {name.lower(): (i + 1) % 7 for i, name in enumerate(calendar.day_abbr)}
MACROS = {"@hourly": "0 * * * *", "@daily": "0 0 * * *", "@weekly": "0 0 * * 0", "@monthly": "0 0 1 * *"}


class CronError(ValueError):
    pass


def resolve(token: str, names: dict[str, int]) -> int:
    token = token.lower()
    if token in names:
        return names[token]
    if not token.isdigit():
        raise CronError(f"not a number: {token!r}")
    return int(token)


def expand(expr: str, name: str, lo: int, hi: int) -> list[int]:
    names = MONTH_NAMES if name == "month" else DAY_NAMES if name == "weekday" else {}
    values: set[int] = set()
    for part in expr.split(","):
        rng, _, step_text = part.partition("/")
        step = int(step_text) if step_text else 1
        if step <= 0:
            raise CronError(f"{name}: step must be positive in {part!r}")
        if rng == "*":
            start, end = lo, hi
        elif "-" in rng:
            a, b = rng.split("-", 1)
            start, end = resolve(a, names), resolve(b, names)
        else:
            start = end = resolve(rng, names)
        for v in (start, end):
            if not lo <= v <= hi:
                raise CronError(f"{name}: {v} outside {lo}-{hi}")
        values.update(range(start, end + 1, step))
    return sorted(values)


def describe(spec: dict[str, list[int]]) -> str:
    def short(vals: list[int], full: int) -> str:
        if len(vals) == full:
            return "every"
        if len(vals) > 4:
            return f"{len(vals)} values"
        return ",".join(map(str, vals))

    return " ".join(f"{k}={short(v, hi - lo + 1)}" for (k, lo, hi), v in zip(FIELDS, spec.values()))


def check_line(line: str) -> tuple[dict[str, list[int]], str]:
    first, *rest = line.split(None, 1)
    if first.startswith("@"):
        if first not in MACROS:
            raise CronError(f"unknown macro {first}")
        line = MACROS[first] + " " + (rest[0] if rest else "")
    parts = line.split(None, 5)
    if len(parts) < 6:
        raise CronError(f"expected 5 fields and a command, got {len(parts)} tokens")
    spec = {name: expand(expr, name, lo, hi) for expr, (name, lo, hi) in zip(parts, FIELDS)}
    if spec["month"] == [2] and min(spec["day"]) > 29:
        raise CronError("day never occurs in February")
    return spec, parts[5]


def main():
    ok = bad = 0
    for lineno, line in enumerate(CRONTAB.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            spec, command = check_line(line)
        except (CronError, ValueError) as exc:
            bad += 1
            print(f"line {lineno:>2}: ERROR {exc}")
        else:
            ok += 1
            runs_per_day = len(spec["minute"]) * len(spec["hour"])
            print(f"line {lineno:>2}: {command.split()[0]:<20} {describe(spec)} ({runs_per_day}/day)")
    print(f"{ok} valid, {bad} invalid")
    return bad


if __name__ == "__main__":
    main()
