import re
from collections import Counter
from datetime import datetime, timedelta

LOG = """\
2026-03-01 10:00:01 GET /api/users 200 12ms
2026-03-01 10:00:05 POST /api/login 401 40ms
2026-03-01 10:01:10 GET /api/users 200 9ms
2026-03-01 10:02:00 GET /health 200 1ms
2026-03-01 10:05:33 POST /api/login 200 35ms
2026-03-01 10:07:12 DELETE /api/users/7 500 120ms
"""

LINE = re.compile(r"^(\S+ \S+) (GET|POST|DELETE|PUT) (\S+) (\d{3}) (\d+)ms$")


def parse(text):
    for raw in text.splitlines():
        m = LINE.match(raw)
        if not m:
            continue
        when, method, path, status, ms = m.groups()
        yield datetime.strptime(when, "%Y-%m-%d %H:%M:%S"), method, path, int(status), int(ms)


def main():
    rows = list(parse(LOG))
    statuses = Counter(status // 100 for _, _, _, status, _ in rows)
    print("by class:", {f"{k}xx": v for k, v in sorted(statuses.items())})
    slow = [(p, ms) for _, _, p, _, ms in rows if ms > 30]
    print("slow:", slow)
    span = rows[-1][0] - rows[0][0]
    print("span:", span, "minutes:", span.total_seconds() / 60)
    window = rows[0][0] + timedelta(minutes=2)
    print("first two minutes:", sum(1 for r in rows if r[0] <= window))
    avg = sum(r[4] for r in rows) / len(rows)
    print(f"avg latency {avg:.1f}ms, p_max {max(r[4] for r in rows)}ms")


if __name__ == "__main__":
    main()
