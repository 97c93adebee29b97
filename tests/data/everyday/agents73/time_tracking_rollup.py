import csv
import io
import textwrap
from collections import defaultdict
from datetime import datetime, timedelta

EXPORT = """project,task,start,end,note
Apollo,design,2024-04-08 09:00,2024-04-08 11:30,Wireframes for the onboarding flow and first review
Apollo,review,2024-04-08 13:00,2024-04-08 13:45,
Zephyr,bugfix,2024-04-08 14:00,2024-04-08 17:20,Crash when exporting CSV with unicode headers
Apollo,design,2024-04-09 08:30,2024-04-09 12:00,Iterated on the dashboard cards
Zephyr,meeting,2024-04-09 23:30,2024-04-10 00:45,Late call with the Sydney team about the rollout plan
Internal,admin,2024-04-10 09:00,2024-04-10 09:20,Expenses
Zephyr,bugfix,2024-04-10 10:00,2024-04-10 09:00,clock skew?
"""

RATE = {"Apollo": 95, "Zephyr": 120, "Internal": 0}


def hm(td: timedelta) -> str:
    minutes = int(td.total_seconds() // 60)
    return f"{minutes // 60}h{minutes % 60:02d}m"


def main():
    per_project = defaultdict(timedelta)
    per_day = defaultdict(timedelta)
    per_task = defaultdict(lambda: defaultdict(timedelta))
    notes = []
    rejected = []
    for i, row in enumerate(csv.DictReader(io.StringIO(EXPORT)), start=2):
        start = datetime.strptime(row["start"], "%Y-%m-%d %H:%M")
        end = datetime.strptime(row["end"], "%Y-%m-%d %H:%M")
        if end <= start:
            rejected.append(f"row {i}: end {end:%H:%M} before start {start:%H:%M}")
            continue
        dur = end - start
        per_project[row["project"]] += dur
        per_task[row["project"]][row["task"]] += dur
        cursor = start
        while cursor < end:
            midnight = datetime.combine(cursor.date() + timedelta(days=1), datetime.min.time())
            chunk_end = min(end, midnight)
            per_day[cursor.date()] += chunk_end - cursor
            cursor = chunk_end
        if row["note"]:
            notes.append((row["project"], start, row["note"]))

    grand = sum(per_project.values(), timedelta())
    print(f"Total tracked: {hm(grand)} ({grand.total_seconds() / 3600:.2f} h)")
    for proj, td in sorted(per_project.items(), key=lambda kv: -kv[1]):
        hours = td.total_seconds() / 3600
        print(f"  {proj:<9}{hm(td):>7}  {hours / (grand.total_seconds() / 3600):6.1%}  ${hours * RATE[proj]:>9,.2f}")
        for task, ttd in sorted(per_task[proj].items()):
            print(f"      - {task:<8}{hm(ttd)}")
    print("By day:")
    for day, td in sorted(per_day.items()):
        print(f"  {day:%a %d %b}: {hm(td):>6} {'#' * int(td.total_seconds() // 1800)}")
    print("Notes:")
    for proj, start, note in notes:
        prefix = f"  [{proj} {start:%m/%d}] "
        print(textwrap.fill(note, width=60, initial_indent=prefix, subsequent_indent=" " * len(prefix)))
    for r in rejected:
        print("REJECTED", r)
    return hm(grand)


if __name__ == "__main__":
    main()
