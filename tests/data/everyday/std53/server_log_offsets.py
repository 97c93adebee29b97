"""Normalise log lines written by servers in different zones to UTC and order them."""
from datetime import datetime, timezone, timedelta

LINES = [
    "2024-02-29 23:58:10 +0100 web-1 GET /health 200",
    "2024-02-29 17:59:02 -0500 web-2 POST /orders 201",
    "2024-03-01 04:30:45 +0530 api-3 GET /users 500",
    "2024-02-29 22:59:59 +0000 web-1 GET /index 200",
]


def main():
    events = []
    for line in LINES:
        stamp = line[:25]
        rest = line[26:].split()
        when = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S %z")
        events.append((when.astimezone(timezone.utc), rest[0], rest[2], int(rest[3])))
        print(when, "|", when.tzname(), "|", when.utcoffset())
    events.sort()
    for when, host, path, status in events:
        flag = "!" if status >= 500 else " "
        print(f"{flag} {when:%H:%M:%S%z} {host:<6} {path}")
    window = events[-1][0] - events[0][0]
    print("window:", window, window.total_seconds())
    cutoff = datetime(2024, 3, 1, tzinfo=timezone.utc)
    late = [h for w, h, _, _ in events if w >= cutoff]
    print("after midnight UTC:", late)
    shifted = events[0][0].replace(tzinfo=timezone(timedelta(hours=-3)))
    print(shifted, shifted.strftime("%Z %z"), repr(shifted.tzinfo), shifted.timestamp())
    print(datetime.strptime("2024-03-01T10:00:00Z", "%Y-%m-%dT%H:%M:%S%z"))
    return len(events)
