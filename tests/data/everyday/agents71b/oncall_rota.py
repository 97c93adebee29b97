"""Build an on-call rota: weekly primary/secondary shifts, honouring time off,
then print it as a calendar-style table and a fairness summary."""
import calendar
import itertools
from collections import Counter
from datetime import date, timedelta

ENGINEERS = ["amara", "ben", "chloe", "dmitri", "eva"]
TIME_OFF = {
    "ben": [(date(2025, 3, 10), date(2025, 3, 21))],
    "eva": [(date(2025, 3, 31), date(2025, 4, 4))],
    "chloe": [(date(2025, 3, 3), date(2025, 3, 4))],
}


def available(person, start, end):
    for a, b in TIME_OFF.get(person, []):
        if a <= end and start <= b:
            return False
    return True


def mondays(start, weeks):
    first = start + timedelta(days=(7 - start.weekday()) % 7)
    return [first + timedelta(weeks=i) for i in range(weeks)]


def build(start, weeks):
    rota = []
    pool = itertools.cycle(ENGINEERS)
    debt = []  # people skipped because of time off get the next free slot
    load = Counter()
    for monday in mondays(start, weeks):
        sunday = monday + timedelta(days=6)
        chosen = []
        candidates = debt + [next(pool) for _ in range(len(ENGINEERS))]
        debt = []
        for person in candidates:
            if len(chosen) == 2:
                break
            if person in chosen:
                continue
            if available(person, monday, sunday):
                chosen.append(person)
            elif person not in debt:
                debt.append(person)
        # advance the cycle so the secondary becomes next week's primary
        pool = itertools.cycle(ENGINEERS[ENGINEERS.index(chosen[1]):] + ENGINEERS[:ENGINEERS.index(chosen[1])])
        for p in chosen:
            if p in debt:
                debt.remove(p)
        load.update({chosen[0]: 2, chosen[1]: 1})
        rota.append((monday, sunday, chosen[0], chosen[1]))
    return rota, load


def main():
    rota, load = build(date(2025, 3, 1), 6)
    print(f"{'week':<6}{'from':<12}{'to':<12}{'primary':<9}{'secondary'}")
    for monday, sunday, p, s in rota:
        print(f"W{monday.isocalendar()[1]:<5}{monday:%d %b}{'':<6}{sunday:%d %b}{'':<6}{p:<9}{s}")
    print("load (primary=2, secondary=1):", dict(sorted(load.items())))
    spread = max(load.values()) - min(load[e] for e in ENGINEERS)
    print("fairness spread:", spread)
    cal = calendar.TextCalendar(firstweekday=calendar.MONDAY)
    print(cal.formatmonth(2025, 3))
    print(calendar.weekheader(3), calendar.monthrange(2025, 2))
    violations = [(p, m) for m, su, p, s in rota for who in (p, s) if not available(who, m, su)]
    print("violations:", violations)
    return spread


if __name__ == "__main__":
    main()
