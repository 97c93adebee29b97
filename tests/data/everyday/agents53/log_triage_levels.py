"""Triage an application log: count levels, find the noisiest modules, list recent errors."""
import re
from collections import Counter, defaultdict

LOG = """\
2024-03-01 10:00:01 INFO  [auth] user alice logged in
2024-03-01 10:00:05 WARN  [db] slow query took 1203ms
2024-03-01 10:01:11 ERROR [payments] card declined for order 1042
2024-03-01 10:01:15 INFO  [auth] user bob logged in
2024-03-01 10:02:00 ERROR [db] connection reset by peer
2024-03-01 10:02:30 DEBUG [cache] miss key=user:42
2024-03-01 10:03:45 WARN  [payments] retrying charge for order 1042
2024-03-01 10:04:10 ERROR [payments] card declined for order 1042
2024-03-01 10:05:00 INFO  [auth] user alice logged out
malformed line without structure
2024-03-01 10:06:12 WARN  [db] slow query took 2311ms
"""

LINE_RE = re.compile(r"^(\S+) (\S+) (\w+)\s+\[(\w+)\] (.*)$")


def parse(text):
    entries, bad = [], []
    for lineno, line in enumerate(text.splitlines(), start=1):
        m = LINE_RE.match(line)
        if not m:
            bad.append(lineno)
            continue
        date, time, level, module, msg = m.groups()
        entries.append({"ts": f"{date}T{time}", "level": level, "module": module, "msg": msg})
    return entries, bad


def main():
    entries, bad = parse(LOG)
    print(f"parsed {len(entries)} entries, {len(bad)} malformed (lines {bad})")
    levels = Counter(e["level"] for e in entries)
    for level, n in levels.most_common():
        bar = "#" * n
        print(f"  {level:<6}{n:>3} {bar}")

    by_module = defaultdict(list)
    for e in entries:
        by_module[e["module"]].append(e)
    noisy = sorted(by_module.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    print("modules by volume:")
    for module, items in noisy:
        errs = sum(1 for e in items if e["level"] == "ERROR")
        print(f"  {module:<10} total={len(items)} errors={errs}")

    slow = [int(m.group(1)) for e in entries if (m := re.search(r"took (\d+)ms", e["msg"]))]
    if slow:
        print(f"slow queries: max={max(slow)}ms avg={sum(slow) / len(slow):.1f}ms")

    repeated = Counter(e["msg"] for e in entries if e["level"] == "ERROR")
    dupes = {msg: n for msg, n in repeated.items() if n > 1}
    print("repeated errors:", dupes)
    last_error = next((e for e in reversed(entries) if e["level"] == "ERROR"), None)
    print("last error at", last_error["ts"] if last_error else "never")


if __name__ == "__main__":
    main()
