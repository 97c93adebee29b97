"""Schedule follow-up vaccine doses from minimum intervals, skipping clinic closures."""
from datetime import date, timedelta

SERIES = {
    "HepB": [timedelta(0), timedelta(weeks=4), timedelta(weeks=20)],
    "HPV": [timedelta(0), timedelta(days=60), timedelta(days=180)],
    "Tdap": [timedelta(0)],
    "Shingrix": [timedelta(0), timedelta(days=61)],
}

HOLIDAYS = {date(2024, 5, 27), date(2024, 7, 4), date(2024, 9, 2), date(2024, 11, 28), date(2024, 12, 25)}


def next_open_day(d):
    """Clinic is closed weekends and holidays."""
    while d.weekday() >= 5 or d in HOLIDAYS:
        d += timedelta(days=1)
    return d


def schedule(vaccine, first_dose, already_given=()):
    doses = []
    anchor = first_dose
    for i, offset in enumerate(SERIES[vaccine]):
        if i < len(already_given):
            doses.append((i + 1, already_given[i], "given"))
            anchor = already_given[0]
            continue
        earliest = anchor + offset
        if doses:
            earliest = max(earliest, doses[-1][1] + timedelta(days=28))
        doses.append((i + 1, next_open_day(earliest), "due"))
    return doses


def main():
    patients = [
        ("R. Alvarez", "HepB", date(2024, 4, 29), ()),
        ("M. Chen", "HPV", date(2024, 5, 24), ()),
        ("S. Okafor", "Shingrix", date(2024, 7, 3), (date(2024, 7, 3),)),
        ("J. Novak", "HepB", date(2024, 6, 1), (date(2024, 6, 3), date(2024, 7, 8))),
        ("A. Singh", "Tdap", date(2024, 12, 24), ()),
    ]
    today = date(2024, 8, 1)
    all_due = []
    for name, vac, first, given in patients:
        plan = schedule(vac, next_open_day(first), given)
        print(f"{name} - {vac} ({len(plan)} dose series)")
        for n, when, status in plan:
            delta = (when - today).days
            rel = f"in {delta}d" if delta > 0 else ("today" if delta == 0 else f"{-delta}d ago")
            print(f"   dose {n}: {when.isoformat()} {when:%a} [{status}] {rel}")
            if status == "due":
                all_due.append((when, name, vac, n))
    print()
    all_due.sort()
    print("Upcoming appointments after", today.strftime("%d %b %Y"))
    for when, name, vac, n in all_due:
        if when >= today:
            print(f"  {when:%Y-%m-%d} {name:<11} {vac} #{n}")
    by_month = {}
    for when, *_ in all_due:
        key = when.strftime("%Y-%m")
        by_month[key] = by_month.get(key, 0) + 1
    print("load by month:", dict(sorted(by_month.items())))
    print("closures hit:", sorted(d.isoformat() for d in HOLIDAYS if any(d == w - timedelta(days=1) for w, *_ in all_due)))


if __name__ == "__main__":
    main()
