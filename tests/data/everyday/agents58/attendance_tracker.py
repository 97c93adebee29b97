"""Track class attendance from check-in logs: rates, streaks of absence and parent notices."""
from collections import Counter, defaultdict
from datetime import date, timedelta

ROSTER = {"amy", "ben", "cara", "dev", "eli"}
START = date(2024, 9, 2)
LOG = """
2024-09-02 amy ben cara dev eli
2024-09-03 amy ben dev eli
2024-09-04 amy cara dev
2024-09-05 amy ben cara dev zed
2024-09-06 amy ben dev
2024-09-09 amy ben cara
2024-09-10 amy ben cara dev
2024-09-11 amy cara dev eli
"""


def school_days(start, end):
    d = start
    while d <= end:
        if d.weekday() < 5:
            yield d
        d += timedelta(days=1)


def parse(log):
    present = {}
    unknown = Counter()
    for line in log.strip().splitlines():
        day, *names = line.split()
        names = set(names)
        unknown.update(names - ROSTER)
        present[date.fromisoformat(day)] = names & ROSTER
    return present, unknown


def longest_absence(days, present, student):
    best = run = 0
    for d in days:
        run = 0 if student in present.get(d, set()) else run + 1
        best = max(best, run)
    return best


def main():
    present, unknown = parse(LOG)
    days = list(school_days(START, max(present)))
    print(f"{len(days)} school days, {len(present)} logged")
    stats = defaultdict(dict)
    for s in sorted(ROSTER):
        attended = sum(1 for d in days if s in present.get(d, ()))
        stats[s]["rate"] = attended / len(days)
        stats[s]["streak"] = longest_absence(days, present, s)
        print(f"{s:<5} {attended}/{len(days)} {stats[s]['rate']:>6.1%}  longest absence {stats[s]['streak']}")
    perfect = ROSTER.intersection(*present.values())
    print("perfect attendance:", sorted(perfect))
    notices = sorted(s for s, v in stats.items() if v["rate"] < 0.75 or v["streak"] >= 3)
    print("send notices to:", notices)
    print("unknown names:", dict(unknown))
    everyone = [d.strftime("%a %d") for d in days if present.get(d) == ROSTER]
    print("full-house days:", everyone)


if __name__ == "__main__":
    main()
