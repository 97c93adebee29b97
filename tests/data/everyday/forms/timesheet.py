ENTRIES = ["mon 09:00-12:30", "mon 13:15-17:45", "tue 08:30-16:00", "wed 10:00-11:00", "wed 12:00-18:30"]


def minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def parsed(entries):
    for e in entries:
        day, span = e.split()
        start, end = (minutes(t) for t in span.split("-"))
        yield day, end - start


def main() -> None:
    per_day = {}
    for day, mins in parsed(ENTRIES):
        per_day[day] = per_day.get(day, 0) + mins
    for day, mins in per_day.items():
        flag = " overtime" if mins > 8 * 60 else ""
        print(f"{day} {mins // 60}h{mins % 60:02d}{flag}")
    total = sum(per_day.values())
    print(f"week {total / 60:.2f}h")
