"""CI jobs sorted by __lt__ (natural order) and by key functions for several reports."""
from functools import total_ordering, cmp_to_key
from operator import attrgetter, itemgetter


@total_ordering
class Job:
    STAGES = ("lint", "build", "test", "deploy")

    def __init__(self, name, stage, minutes, flaky=False):
        if stage not in self.STAGES:
            raise ValueError(f"unknown stage {stage!r} for job {name}")
        self.name, self.stage, self.minutes, self.flaky = name, stage, minutes, flaky

    @property
    def stage_index(self):
        return self.STAGES.index(self.stage)

    def _key(self):
        return (self.stage_index, -self.minutes, self.name)

    def __eq__(self, other):
        if not isinstance(other, Job):
            return NotImplemented
        return self._key() == other._key()

    def __lt__(self, other):
        if not isinstance(other, Job):
            return NotImplemented
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return f"{self.name}[{self.stage}:{self.minutes}m{'~' if self.flaky else ''}]"


def by_flakiness_then_time(a, b):
    if a.flaky != b.flaky:
        return -1 if a.flaky else 1
    return (a.minutes > b.minutes) - (a.minutes < b.minutes)


def main():
    specs = [("unit", "test", 7), ("e2e", "test", 25, True), ("ruff", "lint", 1), ("wheel", "build", 4),
             ("docker", "build", 11), ("prod", "deploy", 3), ("mypy", "lint", 2, True), ("smoke", "test", 7)]
    jobs = [Job(*s) for s in specs]
    print(sorted(jobs))
    print(sorted(jobs, reverse=True)[:3])
    print(sorted(jobs, key=attrgetter("minutes", "name")))
    print(sorted(jobs, key=cmp_to_key(by_flakiness_then_time)))
    print(min(jobs), max(jobs), max(jobs, key=lambda j: j.minutes))
    rows = [(j.stage, j.name, j.minutes) for j in jobs]
    print(sorted(rows, key=itemgetter(2, 1))[:4])
    by_stage = {}
    for j in sorted(jobs):
        by_stage.setdefault(j.stage, []).append(j.name)
    print(by_stage)
    critical = sum(max(j.minutes for j in jobs if j.stage == s) for s in Job.STAGES)
    print("critical path", critical, "total", sum(j.minutes for j in jobs))
    print(Job("a", "test", 7) == Job("a", "test", 7), Job("a", "test", 7) <= Job("b", "test", 7))
    print(len(set(jobs + [Job("unit", "test", 7)])), jobs[0] != "unit")
    try:
        Job("x", "package", 1)
    except ValueError as exc:
        print("ValueError:", exc)
    try:
        sorted([jobs[0], "zzz"])
    except TypeError as exc:
        print("TypeError:", exc)
    jobs.sort(key=lambda j: (not j.flaky, j.name))
    print([j.name for j in jobs])


if __name__ == "__main__":
    main()
