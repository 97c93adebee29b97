"""The bounds and steps `datetime`'s classes carry (`date.min`, `datetime.max`,
`timedelta.resolution`, ...), used as sentinels the way schedulers and caches use them."""
from datetime import date, datetime, time, timedelta


def last_seen(events, user):
    seen = [when for who, when in events if who == user]
    return max(seen, default=datetime.min)


def main():
    print(date.min, date.max, date.resolution, repr(date.min))
    print(datetime.min, datetime.max, datetime.resolution)
    print(time.min, time.max, time.resolution)
    print(timedelta.min, timedelta.max, timedelta.resolution, repr(timedelta.max))
    d = date(2024, 5, 1)
    print(d.min, d.max == date.max, datetime(2024, 1, 1).resolution, time(9, 30).max)
    print(max(d, date.min), date.max - date.min, datetime.max - datetime.min)
    print(timedelta.max + timedelta.min, -timedelta.min - timedelta.max)
    events = [("ana", datetime(2024, 3, 1, 9)), ("bo", datetime(2024, 3, 2, 17)), ("ana", datetime(2024, 3, 4, 8))]
    for user in ("ana", "bo", "cy"):
        when = last_seen(events, user)
        print(user, "never" if when == datetime.min else when.isoformat())
    expires = {"a": date(2024, 6, 1), "b": date.max}
    print(sorted(expires, key=expires.get), [k for k, v in expires.items() if v is date.max])
    for attempt in (lambda: date.max + timedelta(days=1), lambda: timedelta.max + timedelta.resolution, lambda: datetime.min - timedelta(1)):
        try:
            print(attempt())
        except OverflowError as err:
            print("OverflowError", err)
    print(isinstance(datetime.min, date), type(datetime.min).__name__, type(date.resolution).__name__)


if __name__ == "__main__":
    main()
