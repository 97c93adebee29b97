"""Maintenance windows for offices in fixed-offset zones: times of day with and without a zone,
parsed from ISO text, shifted with replace(), compared across zones and printed every way."""
from datetime import datetime, time, timedelta, timezone

BERLIN = timezone(timedelta(hours=1), "CET")
NEW_YORK = timezone(timedelta(hours=-5), "EST")
KOLKATA = timezone(timedelta(hours=5, minutes=30))

WINDOWS = {
    "berlin": ("02:00+01:00", "04:30+01:00"),
    "new_york": ("21:00:00-05:00", "23:15:00-05:00"),
    "kolkata": ("T063000+05:30", "08:00+05:30"),
    "lab": ("01:15", "01:45:30.250"),
}


def parse_window(start, end):
    return time.fromisoformat(start), time.fromisoformat(end)


def describe(name, start, end):
    zone = start.tzname() or "naive"
    offset = start.utcoffset()
    shown = f"{start.isoformat(timespec='minutes')}..{end.isoformat(timespec='minutes')}"
    return f"{name:<9} {zone:<10} {shown:<26} offset={offset}"


def main():
    windows = {name: parse_window(*pair) for name, pair in WINDOWS.items()}
    for name, (start, end) in windows.items():
        print(describe(name, start, end))
    berlin_start = windows["berlin"][0]
    print(repr(berlin_start), berlin_start.tzinfo, str(windows["lab"][1]), repr(windows["lab"][1]))
    print(windows["kolkata"][0].isoformat(), windows["kolkata"][0].isoformat(timespec="hours"))
    utc_two = time(1, 0, tzinfo=timezone.utc)
    print(utc_two == berlin_start, utc_two < windows["new_york"][0], hash(utc_two) == hash(berlin_start))
    print(berlin_start == windows["lab"][0], berlin_start != time(2, 0))
    try:
        print(berlin_start < windows["lab"][0])
    except TypeError as e:
        print("TypeError:", e)
    moved = berlin_start.replace(hour=3, tzinfo=NEW_YORK)
    print(repr(moved), moved, moved.tzname(), moved.replace(tzinfo=None), moved.dst())
    stamp = datetime(2024, 11, 5, 22, 40, tzinfo=NEW_YORK)
    print(stamp.timetz(), stamp.time(), repr(stamp.timetz()))
    print(f"{berlin_start:%H:%M %Z %z}", windows["lab"][1].strftime("%H:%M:%S.%f [%z]"))
    for spec in ("auto", "seconds", "milliseconds", "microseconds"):
        print(spec, windows["lab"][1].isoformat(timespec=spec))
    try:
        time.fromisoformat("25:00+01:00")
    except ValueError as e:
        print("ValueError:", e)
    ordered = sorted((start for start, _ in windows.values() if start.utcoffset() is not None))
    return [t.isoformat() for t in ordered]
