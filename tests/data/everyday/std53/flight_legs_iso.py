"""Compute flight durations from ISO timestamps with offsets, as an airline API returns them."""
from datetime import datetime, timezone, timedelta

LEGS = [
    ("LIS-FRA", "2024-05-01T07:15:00+01:00", "2024-05-01T11:05:00+02:00"),
    ("FRA-SIN", "2024-05-01T12:30:00+02:00", "2024-05-02T06:45:00+08:00"),
    ("SIN-SYD", "2024-05-02T08:10:00+08:00", "2024-05-02T18:25:00+10:00"),
    ("SYD-AKL", "2024-05-02T09:00:00Z", "2024-05-03T01:05:00+12:00"),
]


def main():
    total = timedelta()
    arrivals = []
    for code, dep, arr in LEGS:
        d = datetime.fromisoformat(dep)
        a = datetime.fromisoformat(arr)
        took = a - d
        total += took
        arrivals.append(a)
        print(f"{code}: {took} (departs {d.astimezone(timezone.utc):%Y-%m-%d %H:%M} UTC, offset {d.utcoffset()})")
    print("total in the air:", total, "=", total.total_seconds() / 3600, "hours")
    print("last arrival UTC:", max(arrivals).astimezone(timezone.utc))
    first = datetime.fromisoformat(LEGS[0][1])
    print(repr(first))
    print(first.tzinfo, first.tzname(), str(timezone.utc), repr(timezone.utc))
    naive = datetime(2024, 5, 1, 7, 15)
    try:
        print(first < naive)
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(first - naive)
    except TypeError as e:
        print("TypeError:", e)
    print("equal naive?", first == naive)
    print("sorted:", [a.isoformat() for a in sorted(arrivals)])
    print(datetime.fromisoformat("2024-05-01T07:15:00.250+05:30").isoformat())
    return total.days
