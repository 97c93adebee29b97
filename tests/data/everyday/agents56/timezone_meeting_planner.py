"""Find meeting slots that fall inside everyone's working hours across time zones."""
from datetime import datetime, timedelta, timezone, time

TEAM = {
    "Lisbon": ("Rui", timezone(timedelta(hours=0)), time(9), time(18)),
    "Berlin": ("Lena", timezone(timedelta(hours=1)), time(8, 30), time(17)),
    "New York": ("Sam", timezone(timedelta(hours=-5)), time(9), time(17, 30)),
    "Bangalore": ("Priya", timezone(timedelta(hours=5, minutes=30)), time(10), time(19)),
}
SLOT = timedelta(minutes=30)


def working(local: datetime, start: time, end: time) -> bool:
    if local.weekday() >= 5:
        return False
    return start <= local.time() and (local + SLOT).time() <= end and local.time() < end


def candidate_slots(day: datetime):
    t = day.replace(hour=0, minute=0, tzinfo=timezone.utc)
    while t < day.replace(tzinfo=timezone.utc) + timedelta(days=1):
        yield t
        t += SLOT


def who_can_attend(slot: datetime):
    ok = []
    for city, (name, tz, start, end) in TEAM.items():
        if working(slot.astimezone(tz), start, end):
            ok.append(name)
    return ok


def group_runs(slots):
    runs = []
    for s in slots:
        if runs and s - runs[-1][1] == SLOT:
            runs[-1][1] = s
        else:
            runs.append([s, s])
    return [(a, b + SLOT) for a, b in runs]


def main():
    day = datetime(2024, 1, 17)
    full, partial = [], {}
    for slot in candidate_slots(day):
        names = who_can_attend(slot)
        if len(names) == len(TEAM):
            full.append(slot)
        elif len(names) == len(TEAM) - 1:
            missing = ({v[0] for v in TEAM.values()} - set(names)).pop()
            partial.setdefault(missing, []).append(slot)
    print(f"Planning for {day:%A %d %B %Y} (UTC)")
    if not full:
        print("No slot fits everyone.")
    for missing, slots in sorted(partial.items()):
        for a, b in group_runs(slots):
            print(f"  without {missing:<6}: {a:%H:%M}-{b:%H:%M} UTC")
    best = max(partial.items(), key=lambda kv: (len(kv[1]), kv[0]))
    first = best[1][0]
    print(f"Longest window skips {best[0]} ({len(best[1]) * 30} min). Local times of first slot:")
    for city, (name, tz, _, _) in sorted(TEAM.items(), key=lambda kv: kv[1][1].utcoffset(None)):
        local = first.astimezone(tz)
        print(f"  {name:<6} {city:<10} {local.strftime('%H:%M')} UTC{local.strftime('%z')}")


if __name__ == "__main__":
    main()
