"""Expand weekly class recurrences (like RRULE BYDAY) into dated sessions, skipping holidays."""
from datetime import date, time, datetime, timedelta
import calendar

WEEKDAYS = {"MO": 0, "TU": 1, "WE": 2, "TH": 3, "FR": 4, "SA": 5, "SU": 6}
HOLIDAYS = {date(2024, 9, 2): "Labor Day", date(2024, 10, 14): "Fall break", date(2024, 11, 28): "Thanksgiving", date(2024, 11, 29): "Thanksgiving"}


def parse_rule(rule: str) -> dict:
    parts = dict(item.split("=", 1) for item in rule.split(";"))
    parts["BYDAY"] = [WEEKDAYS[d] for d in parts["BYDAY"].split(",")]
    parts["INTERVAL"] = int(parts.get("INTERVAL", "1"))
    if "COUNT" in parts:
        parts["COUNT"] = int(parts["COUNT"])
    if "UNTIL" in parts:
        parts["UNTIL"] = datetime.strptime(parts["UNTIL"], "%Y%m%d").date()
    return parts


def expand(start: date, rule: dict):
    week_start = start - timedelta(days=start.weekday())
    produced = 0
    week = 0
    while True:
        base = week_start + timedelta(weeks=week * rule["INTERVAL"])
        for wd in sorted(rule["BYDAY"]):
            day = base + timedelta(days=wd)
            if day < start:
                continue
            if "UNTIL" in rule and day > rule["UNTIL"]:
                return
            produced += 1
            yield day
            if "COUNT" in rule and produced >= rule["COUNT"]:
                return
        week += 1


def main():
    courses = [
        ("CS101 Lecture", date(2024, 8, 26), "FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20240920", time(9, 0), 50),
        ("CS101 Lab", date(2024, 8, 27), "FREQ=WEEKLY;BYDAY=TU;INTERVAL=2;COUNT=5", time(14, 0), 110),
        ("Seminar", date(2024, 10, 10), "FREQ=WEEKLY;BYDAY=TH,FR;COUNT=8", time(16, 30), 75),
    ]
    total_minutes = 0
    for name, start, text, at, length in courses:
        rule = parse_rule(text)
        sessions, skipped = [], []
        for day in expand(start, rule):
            (skipped if day in HOLIDAYS else sessions).append(day)
        total_minutes += len(sessions) * length
        print(f"{name}: {len(sessions)} sessions, {len(skipped)} cancelled")
        for day in sessions[:4]:
            begin = datetime.combine(day, at)
            end = begin + timedelta(minutes=length)
            print(f"   {begin:%a %d %b %H:%M}-{end:%H:%M}")
        if len(sessions) > 4:
            print(f"   ... last {sessions[-1]:%a %Y-%m-%d}")
        for day in skipped:
            print(f"   cancelled {day.isoformat()} ({HOLIDAYS[day]})")
    print(f"teaching hours: {total_minutes / 60:.2f}")
    print(calendar.month_abbr[9], calendar.day_name[calendar.weekday(2024, 9, 2)])
    first_mondays = [d for d in (date(2024, m, 1) + timedelta(days=(7 - date(2024, m, 1).weekday()) % 7) for m in range(8, 13))]
    print("first Mondays:", [d.strftime("%m/%d") for d in first_mondays])


if __name__ == "__main__":
    main()
