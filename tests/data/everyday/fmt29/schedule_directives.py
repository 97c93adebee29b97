"""A scheduler's timestamp report: every strftime directive, ISO precisions and the ISO forms it reads."""
from datetime import date, datetime, time, timedelta


def main():
    moments = [datetime(2026, 1, 1, 0, 0), datetime(2024, 2, 29, 13, 5, 9, 120), datetime(1999, 12, 31, 23, 59, 59, 999999), datetime(2027, 1, 3, 12)]
    for d in ["%c", "%x", "%X", "%U", "%W", "%w", "%u", "%G", "%V", "%e", "%C", "%D", "%F", "%T", "%R", "%h", "%n", "%t", "%k", "%l", "%P", "%q"]:
        try:
            print(d, [m.strftime(d) for m in moments])
        except ValueError as e:
            print(d, "ValueError", e)
    for m in moments:
        for spec in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
            try:
                print(m.isoformat(timespec=spec), end=" ")
            except (ValueError, TypeError) as e:
                print("!", e, end=" ")
        print()
    for text in ["2026-03-01T08:15", "2026-03-01 08:15:30.5", "2026-03-01T08", "2026-03-01T08:15:30.123", "20260301", "2026-03-01T0815", "2026-03-01T08:15:30.1234567", "2026-3-1", "2026-03-01x08:15", "2026-03-01T8:15", "2026-03-01T08:15:3", "2026-03-01T081", "2026-03-01T08:15:30.", "2026-03-01T08:15.5", "2026-03-0108:15", "2026-03-01T08:15:30,25", "2026-03-01T", "20260301T0815", "2026-03-01T24:00", "2026-03-01T08:1530"]:
        try:
            print(text, "->", repr(datetime.fromisoformat(text)))
        except ValueError as e:
            print(text, "!!", e)
    for text in ["08:15", "08:15:30", "08:15:30.250", "8:15", "0815", "08", "T08:15", "08:15:30.1234567", "8"]:
        try:
            print(text, "->", repr(time.fromisoformat(text)))
        except (ValueError, AttributeError) as e:
            print(text, "!!", e)
    print(timedelta(days=-3, hours=5).total_seconds(), str(timedelta(weeks=3, milliseconds=5)), timedelta(minutes=90) / timedelta(hours=1), timedelta(hours=1) * 2.5)
    print(date(2026, 3, 1).strftime("%A %d %B %Y week %W"), date(2026, 3, 1).replace(day=31))
    return 0


if __name__ == "__main__":
    main()
