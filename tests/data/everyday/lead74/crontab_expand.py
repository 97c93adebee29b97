CRON_FIELDS = [("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 6)]


def expand(field, lo, hi):
    values = set()
    for part in field.split(","):
        step = 1
        if "/" in part:
            part, s = part.split("/")
            step = int(s)
        if part == "*":
            start, end = lo, hi
        elif "-" in part:
            start, end = map(int, part.split("-"))
        else:
            start = end = int(part)
        if not (lo <= start <= end <= hi):
            raise ValueError(f"{part} out of range {lo}-{hi}")
        values.update(range(start, end + 1, step))
    return sorted(values)


def describe(expr):
    fields = expr.split()
    if len(fields) != 5:
        return f"{expr!r}: expected 5 fields, got {len(fields)}"
    try:
        parsed = {name: expand(f, lo, hi) for f, (name, lo, hi) in zip(fields, CRON_FIELDS)}
    except ValueError as exc:
        return f"{expr!r}: {exc}"
    parts = []
    for name, lo, hi in CRON_FIELDS:
        vals = parsed[name]
        if len(vals) == hi - lo + 1:
            continue
        parts.append(f"{name} in {vals}" if len(vals) <= 6 else f"{len(vals)} {name}s")
    return f"{expr!r}: " + ("; ".join(parts) or "every minute")


def main():
    for e in ["*/15 9-17 * * 1-5", "0 0 1 * *", "* * * * *", "5,35 */6 * 1-3 *", "61 * * * *", "0 0 *"]:
        print(describe(e))
