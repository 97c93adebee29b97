import re

LOG = """2024-03-01 12:00:01 INFO user=alice action=login ip=10.0.0.1
2024-03-01 12:00:05 WARN user=bob action=login ip=10.0.0.2 attempts=3
2024-03-01 12:01:00 ERROR user=alice action=upload size=1048576 reason="disk full"
2024-03-01 12:02:30 INFO user=carol action=logout
malformed line here
2024-03-01 12:03:00 INFO user=bob action=login ip=10.0.0.2"""

LINE = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) (\w+) (.*)$")
KV = re.compile(r'(\w+)=("[^"]*"|\S+)')


def parse(line):
    m = LINE.match(line)
    if not m:
        return None
    date, time, level, rest = m.groups()
    fields = {k: v.strip('"') for k, v in KV.findall(rest)}
    return {"date": date, "time": time, "level": level, **fields}


def main():
    records = [r for r in map(parse, LOG.splitlines()) if r is not None]
    skipped = len(LOG.splitlines()) - len(records)
    print(f"parsed {len(records)} records, skipped {skipped}")
    levels = {}
    for r in records:
        levels[r["level"]] = levels.get(r["level"], 0) + 1
    print(sorted(levels.items()))
    errors = [r for r in records if r["level"] == "ERROR"]
    for e in errors:
        print(e["user"], e.get("reason", "?"), int(e.get("size", 0)) // 1024, "KiB")
    users = sorted({r["user"] for r in records})
    print(", ".join(users))
    hours = [int(r["time"][:2]) * 60 + int(r["time"][3:5]) for r in records]
    print(max(hours) - min(hours), "minutes span")
    print(re.sub(r"\d+\.\d+\.\d+\.(\d+)", r"x.x.x.\1", LOG.splitlines()[0]))


if __name__ == "__main__":
    main()
