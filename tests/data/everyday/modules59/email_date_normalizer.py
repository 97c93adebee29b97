"""Normalise Date: headers from a mail archive to UTC and report the time between replies."""
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime, formatdate, mktime_tz, parsedate, parsedate_to_datetime, parsedate_tz

HEADERS = [
    "Mon, 03 Jun 2024 09:15:00 +0200",
    "Mon, 3 Jun 2024 08:02:31 GMT",
    "3 Jun 2024 17:40 -0700",
    "Tue, 04 Jun 2024 01:05:09 EST",
    "Tuesday, 04-Jun-24 12:00:00 PDT",
    "Tue, 04 Jun 2024 13:30:00 -0000",
    "Wed, 5 Jun 2024 16:45",
    "not a date",
    "Thu, 06 Jun 2024 9.00 +0530",
]


def main():
    parsed = []
    for raw in HEADERS:
        try:
            when = parsedate_to_datetime(raw)
        except ValueError as err:
            print(f"skip: {err}")
            continue
        aware = when if when.tzinfo else when.replace(tzinfo=timezone.utc)
        parsed.append(aware.astimezone(timezone.utc))
        print(f"{raw:<34} {when.isoformat():<27} {format_datetime(when)}")
    parsed.sort()
    for a, b in zip(parsed, parsed[1:]):
        print(f"{format_datetime(a, usegmt=True)} -> +{(b - a) / timedelta(minutes=1):.0f} min")
    print(parsedate(HEADERS[0]), parsedate_tz(HEADERS[3]), parsedate_tz("garbage"), parsedate(""))
    print(formatdate(1717406100), formatdate(1717406100.75, usegmt=True), formatdate(0))
    stamp = datetime(2024, 6, 3, 9, 15, tzinfo=timezone(timedelta(hours=5, minutes=30)))
    print(format_datetime(stamp), format_datetime(stamp.astimezone(timezone.utc), usegmt=True))
    try:
        format_datetime(stamp, usegmt=True)
    except ValueError as err:
        print("ValueError:", err)
    print(parsedate_to_datetime(format_datetime(stamp)) == stamp)
    epochs = [mktime_tz(parsedate_tz(h)) for h in HEADERS[:5]]
    print(epochs, max(epochs) - min(epochs), formatdate(mktime_tz(parsedate_tz(HEADERS[0])), usegmt=True))


if __name__ == "__main__":
    main()
