"""Counters and sets of dates and of a class with its own hash, built from generators."""
from collections import Counter
from datetime import date, datetime, timedelta


class Sku:
    def __init__(self, code):
        self.code = code

    def __hash__(self):
        print("  hash", self.code)
        if self.code == "??":
            raise ValueError("unreadable code")
        return hash(self.code.upper())

    def __eq__(self, other):
        return isinstance(other, Sku) and self.code.upper() == other.code.upper()

    def __repr__(self):
        return f"Sku({self.code})"


def scanned(codes):
    for code in codes:
        print("  scan", code)
        yield Sku(code)


STAMPS = ["2024-05-02 09:14", "2024-05-02 09:14", "2024-05-02 10:01", "2024-05-03 09:14"]


def main():
    hours = Counter(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(minute=0) for s in STAMPS)
    for when, n in sorted(hours.items()):
        print(f"{when:%d %H:00} {n}")
    days = Counter(datetime.strptime(s, "%Y-%m-%d %H:%M").date() for s in STAMPS)
    print(days.most_common(1), len(days))
    print(Counter([date(2024, 1, 1), date(2024, 1, 1), date(2024, 1, 2)]))
    weekdays = set(date(2024, 1, 1) + timedelta(days=i) for i in range(10))
    print(len(weekdays), min(weekdays), max(weekdays))
    print(sorted(frozenset(map(lambda n: date(2024, 1, n), [3, 1, 3]))))
    unique = set(scanned(["ab", "AB", "cd"]))
    print(len(unique))
    frozen = frozenset(scanned(["x1", "X1"]))
    print(len(frozen))
    try:
        set(scanned(["ok", "??", "never"]))
    except ValueError as exc:
        print("ValueError:", exc)
    try:
        Counter(x for x in [[1], [2]])
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        set(d for d in [{}, {}])
    except TypeError as exc:
        print("TypeError:", exc)
    return len(hours)


if __name__ == "__main__":
    main()
