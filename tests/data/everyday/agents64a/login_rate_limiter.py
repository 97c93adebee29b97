"""Flag clients that exceed login rate limits, using sliding windows over timestamps."""
from bisect import bisect_left, bisect_right
from collections import defaultdict, deque
from datetime import datetime, timedelta

EVENTS = """\
2024-05-01T10:00:00 10.0.0.1 fail
2024-05-01T10:00:05 10.0.0.1 fail
2024-05-01T10:00:09 10.0.0.2 ok
2024-05-01T10:00:10 10.0.0.1 fail
2024-05-01T10:00:20 10.0.0.1 fail
2024-05-01T10:00:59 10.0.0.1 fail
2024-05-01T10:01:30 10.0.0.3 fail
2024-05-01T10:01:31 10.0.0.3 fail
2024-05-01T10:01:32 10.0.0.3 fail
2024-05-01T10:05:00 10.0.0.1 ok
2024-05-01T10:05:01 10.0.0.2 fail
"""

WINDOW = timedelta(seconds=60)
MAX_FAILS = 3


def parse(text):
    for line in text.splitlines():
        stamp, ip, result = line.split()
        yield datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S"), ip, result


def sliding(events):
    windows = defaultdict(deque)
    blocked = {}
    for ts, ip, result in events:
        if result != "fail":
            continue
        win = windows[ip]
        win.append(ts)
        while win and ts - win[0] > WINDOW:
            win.popleft()
        if len(win) > MAX_FAILS and ip not in blocked:
            blocked[ip] = ts
            print(f"{ts:%H:%M:%S} block {ip}: {len(win)} failures within {WINDOW.seconds}s")
    return blocked


def count_between(stamps, start, end):
    return bisect_right(stamps, end) - bisect_left(stamps, start)


def main():
    events = list(parse(EVENTS))
    blocked = sliding(events)
    print("blocked:", {ip: ts.isoformat() for ip, ts in blocked.items()})
    stamps = sorted(ts for ts, _, _ in events)
    start = stamps[0]
    for minute in range(6):
        a = start + timedelta(minutes=minute)
        b = a + timedelta(seconds=59)
        n = count_between(stamps, a, b)
        print(f"{a:%H:%M} {'#' * n} {n}")
    gaps = [(b - a).total_seconds() for a, b in zip(stamps, stamps[1:])]
    print("largest gap:", max(gaps), "s; mean gap:", round(sum(gaps) / len(gaps), 2))
    per_ip = defaultdict(lambda: [0, 0])
    for _, ip, result in events:
        per_ip[ip][result == "ok"] += 1
    for ip, (fails, oks) in sorted(per_ip.items()):
        print(f"{ip:10} fail={fails} ok={oks} ratio={fails / (fails + oks):.0%}")


if __name__ == "__main__":
    main()
