"""Streaming log analysis with generator pipelines, yield from and send()."""
from itertools import groupby, islice
from collections import Counter

RAW = """\
2024-03-01T10:00:01 INFO  api    GET /users 200 12ms
2024-03-01T10:00:02 WARN  api    GET /users 200 340ms
2024-03-01T10:00:02 ERROR db     timeout after 5000ms
# comment line
2024-03-01T10:00:03 INFO  api    POST /orders 201 45ms
2024-03-01T10:01:10 INFO  worker job=17 done 800ms

2024-03-01T10:01:11 ERROR api    POST /orders 500 12ms
2024-03-01T10:01:15 INFO  api    GET /health 200 1ms
2024-03-01T10:02:00 DEBUG worker heartbeat
2024-03-01T10:02:30 ERROR worker job=18 crashed
garbage line here
"""


def read_lines(text):
    for line in text.splitlines():
        yield line


def strip_noise(lines):
    for line in lines:
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def parse(lines, errors):
    for line in lines:
        parts = line.split(None, 3)
        if len(parts) < 4 or "T" not in parts[0]:
            errors.append(line)
            continue
        ts, level, source, msg = parts
        yield {"ts": ts, "minute": ts[11:16], "level": level, "source": source, "msg": msg}


def with_latency(records):
    for rec in records:
        last = rec["msg"].split()[-1]
        rec["ms"] = int(last[:-2]) if last.endswith("ms") and last[:-2].isdigit() else None
        yield rec


def chain_sources(*streams):
    for s in streams:
        yield from s


def running_average():
    total = count = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return count


def main():
    bad = []
    records = list(with_latency(parse(strip_noise(read_lines(RAW)), bad)))
    print("parsed", len(records), "bad", bad)
    levels = Counter(r["level"] for r in records)
    print(sorted(levels.items()))
    for minute, group in groupby(records, key=lambda r: r["minute"]):
        group = list(group)
        errs = sum(1 for r in group if r["level"] == "ERROR")
        print(f"{minute}: {len(group)} lines, {errs} errors")
    avg = running_average()
    next(avg)
    for r in records:
        if r["ms"] is not None:
            current = avg.send(r["ms"])
            print(f"  {r['source']:<6} {r['ms']:>5}ms running avg {current:.1f}")
    try:
        avg.send(None)
    except StopIteration as stop:
        print("samples:", stop.value)
    extra = ({"level": "INFO", "source": "cron"} for _ in range(3))
    merged = chain_sources(iter(records[:2]), extra)
    print([r["source"] for r in merged])
    slow = (r for r in records if (r["ms"] or 0) > 100)
    print([f"{r['source']}:{r['ms']}" for r in islice(slow, 2)])
    print(next(slow, "none left")["ms"], next(slow, "none left"))
    return len(records)


if __name__ == "__main__":
    main()
