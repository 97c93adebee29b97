"""Grandfather-father-son backup retention: decide which snapshots to keep or prune."""
from datetime import date, timedelta

TODAY = date(2024, 7, 15)
KEEP_DAILY = 7
KEEP_WEEKLY = 4
KEEP_MONTHLY = 6


def snapshot_names():
    day = date(2024, 1, 3)
    while day <= TODAY:
        if day.weekday() != 6 or day.day <= 7:  # skip most Sundays (no backup), keep first Sunday
            yield f"db-{day:%Y%m%d}.tar.zst"
        day += timedelta(days=1)


def parse(name: str) -> date:
    stamp = name.removeprefix("db-").removesuffix(".tar.zst")
    return date(int(stamp[:4]), int(stamp[4:6]), int(stamp[6:]))


def select(dates):
    reasons = {}
    newest_first = sorted(dates, reverse=True)
    for d in newest_first[:KEEP_DAILY]:
        reasons.setdefault(d, []).append("daily")
    weeks = {}
    for d in newest_first:
        weeks.setdefault(d.isocalendar()[:2], d)
    for d in list(weeks.values())[:KEEP_WEEKLY]:
        reasons.setdefault(d, []).append("weekly")
    months = {}
    for d in newest_first:
        months.setdefault((d.year, d.month), d)
    for d in list(months.values())[:KEEP_MONTHLY]:
        reasons.setdefault(d, []).append("monthly")
    return reasons


def main():
    names = list(snapshot_names())
    dates = {parse(n): n for n in names}
    keep = select(dates)
    prune = sorted(set(dates) - set(keep))
    print(f"{len(names)} snapshots found, keeping {len(keep)}, pruning {len(prune)}")
    for d in sorted(keep, reverse=True):
        age = (TODAY - d).days
        print(f"  keep  {dates[d]}  age {age:>3}d  ({'+'.join(keep[d])})")
    print("prune plan (oldest 5 shown):")
    for d in prune[:5]:
        print(f"  rm {dates[d]}")
    if len(prune) > 5:
        print(f"  ... and {len(prune) - 5} more, through {prune[-1]:%d %b}")
    gaps = [(b - a).days for a, b in zip(sorted(keep), sorted(keep)[1:])]
    print("max gap between kept snapshots:", max(gaps), "days")
    assert all(d in dates for d in keep), "kept snapshot missing"
    return len(prune)


if __name__ == "__main__":
    main()
