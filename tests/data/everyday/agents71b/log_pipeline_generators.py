# Stream-process access logs with a chain of generators: parse -> filter ->
# enrich -> window, so memory stays flat no matter how long the log is.
import itertools
import re
from collections import Counter, deque

LOG = """\
2024-05-01T10:00:01 GET /api/orders 200 35ms user=17
2024-05-01T10:00:02 GET /api/orders 200 41ms user=17
2024-05-01T10:00:02 POST /api/orders 201 120ms user=22
2024-05-01T10:00:04 GET /health 200 1ms
2024-05-01T10:00:05 GET /api/users/17 404 12ms user=17
garbage line here
2024-05-01T10:00:07 GET /api/orders 500 900ms user=31
2024-05-01T10:00:08 GET /api/orders 500 870ms user=22
2024-05-01T10:00:09 DELETE /api/orders/3 403 9ms user=31
2024-05-01T10:00:11 GET /api/orders 200 38ms user=17
2024-05-01T10:00:12 GET /health 200 1ms
2024-05-01T10:00:13 PUT /api/users/22 200 77ms user=22
"""

PATTERN = re.compile(r"(\S+) (GET|POST|PUT|DELETE) (\S+) (\d{3}) (\d+)ms(?: user=(\d+))?$")


def read_lines(text):
    for n, line in enumerate(text.splitlines(), 1):
        yield n, line


def parse(lines, rejects):
    for n, line in lines:
        m = PATTERN.match(line)
        if m is None:
            rejects.append(n)
            continue
        ts, method, path, status, ms, user = m.groups()
        yield {"ts": ts, "sec": int(ts[-2:]), "method": method, "path": path,
               "status": int(status), "ms": int(ms), "user": int(user) if user else None}


def skip_health(events):
    yield from (e for e in events if e["path"] != "/health")


def enrich(events):
    for e in events:
        e["route"] = re.sub(r"/\d+", "/{id}", e["path"])
        e["klass"] = f"{e['status'] // 100}xx"
        yield e


def sliding_error_rate(events, window=3):
    recent = deque(maxlen=window)
    for e in events:
        recent.append(e["status"] >= 500)
        yield e, sum(recent) / len(recent)


def main():
    rejects = []
    pipeline = sliding_error_rate(enrich(skip_health(parse(read_lines(LOG), rejects))))
    by_route = Counter()
    latency = {}
    alerts = []
    for e, rate in pipeline:
        by_route[(e["method"], e["route"])] += 1
        latency.setdefault(e["route"], []).append(e["ms"])
        if rate >= 0.5:
            alerts.append((e["ts"], round(rate, 2)))
    print("rejected lines:", rejects)
    for (method, route), n in by_route.most_common():
        print(f"{method:<6} {route:<18} {n}")
    for route, values in sorted(latency.items()):
        values.sort()
        p50 = values[len(values) // 2]
        print(f"{route:<18} n={len(values)} p50={p50}ms max={max(values)}ms")
    print("error-rate alerts:", alerts)

    events = list(enrich(parse(read_lines(LOG), [])))
    by_user = itertools.groupby(sorted((e for e in events if e["user"]), key=lambda e: e["user"]),
                                key=lambda e: e["user"])
    for user, group in by_user:
        group = list(group)
        print(f"user {user}: {len(group)} requests, statuses {sorted({g['status'] for g in group})}")
    print("first 3 ok:", [e["sec"] for e in itertools.islice((e for e in events if e["status"] < 300), 3)])
    gaps = [b["sec"] - a["sec"] for a, b in itertools.pairwise(events)]
    print("max gap:", max(gaps), "s; gaps:", gaps)
    gen = parse(read_lines(LOG), [])
    print(next(gen)["path"], next(gen)["ms"], type(gen).__name__)
    gen.close()
    print(list(itertools.accumulate(e["ms"] for e in events))[-1], "ms total")
    return len(alerts)


if __name__ == "__main__":
    main()
