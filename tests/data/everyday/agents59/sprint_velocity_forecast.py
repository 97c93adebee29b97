"""Forecast how many sprints a backlog needs from past velocity, with a confidence band."""
import statistics
from math import ceil
from typing import NamedTuple


class Sprint(NamedTuple):
    number: int
    committed: int
    completed: int

    @property
    def say_do(self) -> float:
        return self.completed / self.committed if self.committed else 0.0


HISTORY = [
    Sprint(31, 40, 34), Sprint(32, 38, 38), Sprint(33, 42, 29), Sprint(34, 36, 35),
    Sprint(35, 40, 41), Sprint(36, 45, 37), Sprint(37, 39, 36), Sprint(38, 41, 40),
]

BACKLOG = {"checkout revamp": 55, "search filters": 34, "audit log": 21, "sso": 40, "tech debt": 18}


def rolling(values, window):
    for i in range(window, len(values) + 1):
        chunk = values[i - window:i]
        yield i - 1, sum(chunk) / window


def main():
    done = [s.completed for s in HISTORY]
    mean = statistics.mean(done)
    sd = statistics.stdev(done)
    med = statistics.median(done)
    print(f"velocity: mean {mean:.2f}, median {med}, stdev {sd:.2f}")
    q = statistics.quantiles(done, n=4)
    print("quartiles:", [round(x, 2) for x in q])
    print("say/do by sprint:")
    for s in HISTORY:
        bar = "#" * round(s.say_do * 20)
        print(f"  S{s.number}: {s.completed:>2}/{s.committed:<2} {s.say_do:6.1%} {bar}")
    print("3-sprint rolling average:")
    for idx, avg in rolling(done, 3):
        print(f"  through S{HISTORY[idx].number}: {avg:.1f}")

    total = sum(BACKLOG.values())
    print(f"\nbacklog: {total} points in {len(BACKLOG)} epics")
    for label, v in [("pessimistic", mean - sd), ("expected", mean), ("optimistic", mean + sd)]:
        print(f"  {label:<12} {v:5.1f} pts/sprint -> {ceil(total / v)} sprints")

    recent = statistics.fmean(done[-4:])
    remaining = total
    sprint_no = HISTORY[-1].number
    plan = []
    for epic, pts in sorted(BACKLOG.items(), key=lambda kv: kv[1]):
        remaining_in_epic = pts
        while remaining_in_epic > 0:
            sprint_no += 1
            take = min(remaining_in_epic, recent)
            remaining_in_epic -= take
            remaining -= take
            plan.append((sprint_no, epic, round(take, 1)))
    by_sprint = {}
    for n, epic, pts in plan:
        by_sprint.setdefault(n, []).append(f"{epic}({pts:g})")
    print(f"\ngreedy plan at {recent:.2f}/sprint (one epic per sprint slot):")
    for n, items in by_sprint.items():
        print(f"  S{n}: {' + '.join(items)}")
    print("remaining after plan:", round(remaining, 6))


if __name__ == "__main__":
    main()
