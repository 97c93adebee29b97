"""Roll up time-tracker entries per project and day; split entries crossing midnight."""
from collections import defaultdict
from datetime import datetime, timedelta, time
from itertools import groupby
from operator import itemgetter

ENTRIES = [
    ("2024-03-04T09:00", "2024-03-04T10:45", "apollo", "standup + triage"),
    ("2024-03-04T11:00", "2024-03-04T12:30", "hermes", "API review"),
    ("2024-03-04T13:15", "2024-03-04T17:40", "apollo", "payments refactor"),
    ("2024-03-04T22:30", "2024-03-05T01:10", "ops", "incident #412"),
    ("2024-03-05T09:30", "2024-03-05T12:00", "hermes", "rate limiter"),
    ("2024-03-05T13:00", "2024-03-05T13:20", "apollo", "1:1"),
    ("2024-03-05T14:00", "2024-03-05T18:05", "apollo", "payments refactor"),
    ("2024-03-06T08:45", "2024-03-06T09:00", "ops", "on-call handover"),
]


def split_by_day(start, end):
    """Yield (day, duration) pieces of an interval split at midnight."""
    while start.date() < end.date():
        midnight = datetime.combine(start.date() + timedelta(days=1), time.min)
        yield start.date(), midnight - start
        start = midnight
    yield start.date(), end - start


def hhmm(td):
    minutes = int(td.total_seconds() // 60)
    return f"{minutes // 60:d}h{minutes % 60:02d}"


def main():
    pieces = []
    for s, e, project, note in ENTRIES:
        start, end = datetime.fromisoformat(s), datetime.fromisoformat(e)
        if end <= start:
            print("skipping bad entry:", note)
            continue
        for day, dur in split_by_day(start, end):
            pieces.append((day, project, dur, note))
    pieces.sort(key=itemgetter(0, 1))
    per_project = defaultdict(timedelta)
    for day, group in groupby(pieces, key=itemgetter(0)):
        group = list(group)
        total = sum((p[2] for p in group), timedelta())
        print(f"{day:%a %d %b}: {hhmm(total)}")
        for project, items in groupby(group, key=itemgetter(1)):
            items = list(items)
            spent = sum((i[2] for i in items), timedelta())
            per_project[project] += spent
            notes = "; ".join(dict.fromkeys(i[3] for i in items))
            print(f"    {project:<7}{hhmm(spent):>6}  {notes}")
    grand = sum(per_project.values(), timedelta())
    print("totals:")
    for project, spent in sorted(per_project.items(), key=lambda kv: kv[1], reverse=True):
        print(f"  {project:<7}{hhmm(spent):>6} {spent / grand:6.1%}")
    print("grand total", grand, "=", round(grand / timedelta(hours=1), 2), "hours")


if __name__ == "__main__":
    main()
