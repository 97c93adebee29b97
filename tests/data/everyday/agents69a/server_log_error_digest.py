"""Digest an application log: errors per component, first/last seen, bursts per minute."""
import re
from collections import Counter, defaultdict
from datetime import datetime, timedelta

LOG = """\
2024-05-02 09:14:03,118 INFO  [auth] user=alice login ok
2024-05-02 09:14:07,502 WARN  [db] slow query took 1250ms
2024-05-02 09:14:09,001 ERROR [payments] card declined code=51 user=bob
2024-05-02 09:14:09,377 ERROR [payments] card declined code=05 user=carol
2024-05-02 09:15:00,000 INFO  [auth] user=bob logout
2024-05-02 09:15:12,930 ERROR [db] connection reset by peer
malformed line without structure
2024-05-02 09:15:13,004 ERROR [db] connection reset by peer
2024-05-02 09:15:13,870 ERROR [db] connection reset by peer
2024-05-02 09:16:45,221 WARN  [auth] password retry user=dave attempts=3
2024-05-02 09:17:02,650 ERROR [payments] timeout contacting gateway after 30s
2024-05-02 09:18:30,000 INFO  [scheduler] job nightly-report queued
2024-05-02 09:18:31,412 CRITICAL [scheduler] job nightly-report crashed: KeyError('region')
"""

LINE_RE = re.compile(
    r"^(?P<ts>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d),(?P<ms>\d{3})\s+"
    r"(?P<level>[A-Z]+)\s+\[(?P<comp>[\w-]+)\]\s+(?P<msg>.*)$"
)


def parse(log):
    entries, bad = [], 0
    for raw in log.splitlines():
        m = LINE_RE.match(raw)
        if not m:
            bad += 1
            continue
        ts = datetime.strptime(m["ts"], "%Y-%m-%d %H:%M:%S")
        ts += timedelta(milliseconds=int(m.group("ms")))
        entries.append((ts, m["level"], m["comp"], m["msg"]))
    return entries, bad


def normalise(msg):
    msg = re.sub(r"\d+", "N", msg)
    return re.sub(r"user=\w+", "user=*", msg)


def main():
    entries, bad = parse(LOG)
    print(f"parsed {len(entries)} entries, skipped {bad}")
    levels = Counter(level for _, level, _, _ in entries)
    print("levels:", ", ".join(f"{k}={v}" for k, v in levels.most_common()))
    problems = [e for e in entries if e[1] in ("ERROR", "CRITICAL")]
    seen = defaultdict(list)
    for ts, level, comp, msg in problems:
        seen[(comp, normalise(msg))].append(ts)
    print("\nDistinct problems:")
    for (comp, pattern), times in sorted(seen.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        first, last = min(times), max(times)
        span = (last - first).total_seconds()
        print(f"  {len(times)}x {comp:<10} {pattern[:40]:<40} "
              f"first {first:%H:%M:%S} span {span:.3f}s")
    per_minute = Counter(ts.replace(second=0, microsecond=0) for ts, *_ in problems)
    print("\nBursts:")
    for minute, n in sorted(per_minute.items()):
        bar = "#" * n
        print(f"  {minute.strftime('%H:%M')} {bar:<5}|{n}")
    users = sorted({m.group(1) for *_, msg in entries for m in [re.search(r"user=(\w+)", msg)] if m})
    print("\nusers mentioned:", users)
    durations = [int(x) for x in re.findall(r"(\d+)ms", LOG)]
    print("slow queries (ms):", durations)
    return len(problems)


if __name__ == "__main__":
    main()
