"""Timestamps of a job log: parsed, shifted, printed in several formats and summed up."""
from datetime import date, datetime, timedelta

RAW = ["2026-03-01 08:15:00", "2026-03-01 09:05:30", "2026-03-02 17:45:12", "2026-12-31 23:59:59"]


def main():
    stamps = [datetime.strptime(s, "%Y-%m-%d %H:%M:%S") for s in RAW]
    for ts in stamps:
        print(ts.strftime("%a %d %b %Y, %I:%M %p | %A %B %j | %y%m%d %H%M%S.%f %%"))
        print(f"{ts:%Y/%m/%d %H:%M}", "{:%d.%m.%Y}".format(ts), format(ts, "%H:%M:%S"))
        print(ts.isoformat(), ts.isoformat(" "), str(ts), repr(ts))
    gaps = [b - a for a, b in zip(stamps, stamps[1:])]
    for gap in gaps:
        print(str(gap), gap.total_seconds(), repr(gap), gap.days, gap.seconds)
    total = sum(gaps, timedelta())
    print("total:", total, "hours: %.2f" % (total.total_seconds() / 3600))
    print(datetime.fromisoformat("2026-05-04T03:02:01.500000"), date.fromisoformat("2026-02-28") + timedelta(days=1))
    print(datetime.strptime("7/4/26 1:05", "%m/%d/%y %H:%M"), datetime.strptime("March 3 2026", "%B %d %Y"))
    d = date(2026, 1, 15)
    print("{0:%A}, {0.day} {0:%B} {0.year}".format(d), d.isoformat(), d.weekday(), d.isocalendar()[1])
    print("%s | %r" % (d, d))
    print("{:>12}|{:<12}|".format(str(d), str(d)))
    print(f"{timedelta(hours=36, minutes=5)!s:>20}|{timedelta(seconds=-1)}|{timedelta(microseconds=1500)}")
    for text, fmt in [("2026-13-01", "%Y-%m-%d"), ("2026-02-30", "%Y-%m-%d"), ("2026-00-10", "%Y-%m-%d"),
                      ("10:60", "%H:%M"), ("26-01-32", "%y-%m-%d"), ("2026-1-5", "%Y-%m-%d"),
                      ("03/01/2026 08:15 PM", "%m/%d/%Y %I:%M %p"), ("12:05 am", "%I:%M %p"), ("12:05", "%I:%M"),
                      ("Sun, 01 Mar 2026 08:15:00 GMT", "%a, %d %b %Y %H:%M:%S %Z"), ("Monday 2026-03-02", "%A %Y-%m-%d"),
                      ("2026-060", "%Y-%j"), ("2024 366", "%Y %j"), ("2026 367", "%Y %j"), ("13:00 PM", "%I:%M %p")]:
        try:
            print(datetime.strptime(text, fmt))
        except ValueError as e:
            print("ValueError:", e)
    return len(stamps)


if __name__ == "__main__":
    main()
