"""Compute a World Handicap System index from recent rounds, then course handicaps."""
import statistics
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, ROUND_HALF_UP


@dataclass(frozen=True)
class Round:
    played: date
    course: str
    adjusted_gross: int
    rating: Decimal
    slope: int

    @property
    def differential(self) -> Decimal:
        raw = (Decimal(113) / self.slope) * (self.adjusted_gross - self.rating)
        return raw.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


# how many of the best differentials count, and an adjustment, by number of rounds
TABLE = {3: (1, Decimal("-2.0")), 4: (1, Decimal("-1.0")), 5: (1, 0), 6: (2, Decimal("-1.0")),
         7: (2, 0), 8: (2, 0), 9: (3, 0), 10: (3, 0), 11: (3, 0), 12: (4, 0), 13: (4, 0), 14: (4, 0),
         15: (5, 0), 16: (5, 0), 17: (6, 0), 18: (6, 0), 19: (7, 0), 20: (8, 0)}

COURSES = {"Pine Hills": (Decimal("71.2"), 128, 72), "Links Bay": (Decimal("73.4"), 135, 72),
           "Muni 9x2": (Decimal("68.0"), 113, 70)}

SCORES = [(date(2026, 4, 1), "Pine Hills", 92), (date(2026, 4, 8), "Links Bay", 97),
          (date(2026, 4, 15), "Muni 9x2", 84), (date(2026, 4, 22), "Pine Hills", 88),
          (date(2026, 4, 29), "Links Bay", 101), (date(2026, 5, 6), "Pine Hills", 86),
          (date(2026, 5, 13), "Muni 9x2", 80), (date(2026, 5, 20), "Links Bay", 94),
          (date(2026, 5, 27), "Pine Hills", 90)]


def handicap_index(rounds: list[Round]) -> Decimal:
    recent = sorted(rounds, key=lambda r: r.played)[-20:]
    if len(recent) < 3:
        raise ValueError("at least 3 rounds are needed")
    count, adjustment = TABLE[len(recent)]
    best = sorted(r.differential for r in recent)[:count]
    average = sum(best) / count
    return (average + adjustment).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


def course_handicap(index: Decimal, course: str) -> int:
    rating, slope, par = COURSES[course]
    value = index * slope / 113 + (rating - par)
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def main():
    rounds = [Round(d, c, s, *COURSES[c][:2]) for d, c, s in SCORES]
    history = []
    for n in range(3, len(rounds) + 1):
        idx = handicap_index(rounds[:n])
        history.append(idx)
        r = rounds[n - 1]
        print(f"{r.played:%d %b} {r.course:<10} {r.adjusted_gross:>3}  diff {r.differential:>5}  index {idx}")
    final = history[-1]
    print(f"index trend: {' -> '.join(map(str, history))}")
    for course in COURSES:
        ch = course_handicap(final, course)
        par = COURSES[course][2]
        print(f"{course:<10} course handicap {ch:>2}, target score {par + ch}")
    diffs = [float(r.differential) for r in rounds]
    print(f"mean diff {statistics.mean(diffs):.2f}, stdev {statistics.stdev(diffs):.2f}, median {statistics.median(diffs)}")
    try:
        handicap_index(rounds[:2])
    except ValueError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()
