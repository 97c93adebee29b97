"""Schedule unit-time jobs with deadlines to maximise profit (greedy + disjoint set)."""
from typing import NamedTuple, Optional


class Job(NamedTuple):
    name: str
    deadline: int
    profit: int


class Slots:
    """Disjoint-set over time slots: find(t) is the latest free slot at or before t."""

    def __init__(self, n: int):
        self.parent = list(range(n + 1))

    def find(self, t: int) -> int:
        root = t
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[t] != root:
            self.parent[t], t = root, self.parent[t]
        return root

    def take(self, t: int) -> None:
        self.parent[t] = t - 1


def schedule(jobs: list[Job]) -> tuple[list[Optional[Job]], list[Job]]:
    horizon = max(j.deadline for j in jobs)
    slots = Slots(horizon)
    timeline: list[Optional[Job]] = [None] * (horizon + 1)
    rejected = []
    for job in sorted(jobs, key=lambda j: (-j.profit, j.deadline, j.name)):
        free = slots.find(min(job.deadline, horizon))
        if free == 0:
            rejected.append(job)
        else:
            timeline[free] = job
            slots.take(free)
    return timeline[1:], rejected


def brute_force(jobs: list[Job]) -> int:
    best = 0
    n = len(jobs)
    for mask in range(1 << n):
        chosen = sorted((jobs[i] for i in range(n) if mask >> i & 1), key=lambda j: j.deadline)
        if all(j.deadline >= pos for pos, j in enumerate(chosen, 1)):
            best = max(best, sum(j.profit for j in chosen))
    return best


def main():
    jobs = [Job("a", 2, 100), Job("b", 1, 19), Job("c", 2, 27), Job("d", 1, 25), Job("e", 3, 15),
            Job("f", 5, 60), Job("g", 4, 33), Job("h", 4, 40), Job("i", 3, 10)]
    timeline, rejected = schedule(jobs)
    for t, job in enumerate(timeline, 1):
        label = f"{job.name} (+{job.profit}, due {job.deadline})" if job else "idle"
        print(f"slot {t}: {label}")
    total = sum(j.profit for j in timeline if j)
    print(f"profit {total}; rejected {[j.name for j in rejected]} worth {sum(j.profit for j in rejected)}")
    print("optimal by brute force:", brute_force(jobs), "| greedy optimal:", total == brute_force(jobs))
    small = [Job("x", 1, 5), Job("y", 1, 7)]
    print(schedule(small))
    print(Job._fields, jobs[0]._asdict(), Job("z", 9, 1) < Job("z", 10, 0))
    late, _ = schedule([Job("p", 10, 1)])
    print(len(late), late.count(None), late[-1])


if __name__ == "__main__":
    main()
