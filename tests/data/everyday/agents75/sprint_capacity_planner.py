"""Plan a sprint: fit prioritised stories into each engineer's capacity."""
import bisect
import math
import sys
from dataclasses import dataclass, field, replace, asdict
from fractions import Fraction
from itertools import zip_longest, takewhile, accumulate, starmap, tee
from operator import attrgetter, itemgetter, mul


@dataclass(slots=True, kw_only=True, order=True)
class Story:
    priority: int
    points: int
    key: str = field(compare=False)
    skills: frozenset = field(default=frozenset(), compare=False)


@dataclass(slots=True)
class Engineer:
    name: str
    skills: frozenset
    days: int
    focus: Fraction = Fraction(7, 10)
    assigned: list = field(default_factory=list)

    @property
    def capacity(self) -> Fraction:
        return self.days * self.focus

    @property
    def load(self) -> int:
        return sum(s.points for s in self.assigned)


BACKLOG = [
    Story(key="PAY-1", priority=1, points=5, skills=frozenset({"backend"})),
    Story(key="PAY-2", priority=1, points=3, skills=frozenset({"frontend"})),
    Story(key="OPS-7", priority=2, points=8, skills=frozenset({"infra"})),
    Story(key="PAY-3", priority=2, points=2, skills=frozenset({"backend", "frontend"})),
    Story(key="UX-4", priority=3, points=3, skills=frozenset({"frontend"})),
    Story(key="OPS-9", priority=3, points=5, skills=frozenset({"infra", "backend"})),
    Story(key="BUG-11", priority=1, points=1),
    Story(key="DOC-2", priority=4, points=2),
]

TEAM = [
    Engineer("Amara", frozenset({"backend", "infra"}), 9),
    Engineer("Bo", frozenset({"frontend"}), 10, Fraction(4, 5)),
    Engineer("Chen", frozenset({"backend", "frontend"}), 6),
]


def plan(backlog, team):
    unplanned = []
    for story in sorted(backlog):
        candidates = [e for e in team if story.skills <= e.skills and e.load + story.points <= e.capacity]
        if not candidates:
            unplanned.append(story)
            continue
        best = min(candidates, key=lambda e: (Fraction(e.load + story.points) / e.capacity, e.name))
        best.assigned.append(story)
    return unplanned


def main():
    unplanned = plan(BACKLOG, TEAM)
    for e in sorted(TEAM, key=attrgetter("name")):
        cap = e.capacity
        print(f"{e.name:<6} cap={float(cap):5.2f} ({cap}) load={e.load:>2} util={float(e.load / cap):6.1%} "
              f"{', '.join(map(attrgetter('key'), e.assigned))}")
    print("unplanned:", [s.key for s in unplanned], file=sys.stdout)
    print("warning: unplanned work exists", file=sys.stderr)
    points = [s.points for s in sorted(BACKLOG)]
    running = list(accumulate(points))
    budget = math.floor(sum(e.capacity for e in TEAM))
    fits = list(takewhile(lambda c: c <= budget, running))
    print(f"cumulative {running}; budget {budget}; first {len(fits)} stories fit")
    cut = bisect.bisect_right(running, budget)
    print("cut index via bisect:", cut, cut == len(fits))
    ordered = sorted(BACKLOG, key=lambda s: s.points)
    bisect.insort(ordered, Story(key="NEW-1", priority=2, points=4), key=attrgetter("points"))
    print([f"{s.key}:{s.points}" for s in ordered])
    for a, b in zip_longest([e.name for e in TEAM], ["mon", "tue"], fillvalue="-"):
        print(f"  standup host {b}: {a}")
    weights = [3, 2, 1]
    print("weighted:", sum(starmap(mul, zip(weights, (e.days for e in TEAM), strict=True))))
    try:
        list(zip([1, 2], [1], strict=True))
    except ValueError as exc:
        print("zip strict:", exc)
    left, right = tee(sorted(BACKLOG))
    next(right, None)
    print([f"{x.key}<{y.key}" for x, y in zip(left, right) if x < y][:3])
    moved = replace(BACKLOG[0], priority=5)
    print(moved, asdict(moved)["priority"], hasattr(moved, "__dict__"))
    print(math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), math.prod(range(1, 6)), math.comb(8, 3))
    print(Fraction(355, 113).limit_denominator(10), Fraction(0.1).limit_denominator(100), Fraction("2/6"))
    print(sorted(map(itemgetter(1), [("a", 3), ("b", 1)])), "done", sep=" | ", end="!\n")


if __name__ == "__main__":
    main()
