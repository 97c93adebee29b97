"""A rota keyed by plain strings first; dates join the same tables only later in the run."""
from collections import Counter, defaultdict
from datetime import date, timedelta

# Made while the module loads, before any table: a later lookup by an equal date finds it.
CLOSED = {date(2024, 3, 4): "inventory"}


def closed_reason(day, table=CLOSED, default=date(2024, 3, 5)):
    return table.get(day, "open" if day != default else "half day")


def build_plain_tables():
    shifts = {"alice": 3, "bob": 2, ("carol", 1): 5, 4.0: "four"}
    seen = {"alice", "bob", 7, (1, 2)}
    tally = Counter("abracadabra")
    return shifts, seen, tally


def main():
    shifts, seen, tally = build_plain_tables()
    print(sorted(k for k in shifts if isinstance(k, str)), 4 in shifts, 4.0 in seen)
    start = date(2024, 3, 1)
    days = [start + timedelta(days=i) for i in range(5)]
    for d in days:
        shifts[d] = d.weekday()
        seen.add(d)
    # An equal date made anew finds the key the first one stored.
    again = date(2024, 3, 3)
    print(shifts[again], again in seen, date(2024, 4, 1) in seen, len(shifts), len(seen))
    shifts[again] = "moved"
    print(len(shifts), shifts[days[2]])
    tally.update([start, start, days[1]])
    print(tally[date(2024, 3, 1)], tally["a"], tally.most_common(2))
    by_week = defaultdict(list)
    for d in days:
        by_week[d.isocalendar()[1]].append(d.isoformat())
    print(dict(by_week))
    print(dict.fromkeys(days[:2], 0))
    print({d: n for n, d in enumerate(days)} == {days[i]: i for i in range(5)})
    print(sorted(seen - {"alice", "bob", 7, (1, 2)}))
    print([closed_reason(d) for d in days])
    try:
        print(shifts[date(2030, 1, 1)])
    except KeyError as e:
        print("missing", e.args[0].isoformat())


if __name__ == "__main__":
    main()
