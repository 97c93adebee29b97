"""Schedule jobs on workers by priority and deadline using a heap."""
import heapq
from dataclasses import dataclass, field
from itertools import count


@dataclass(order=True)
class Job:
    sort_key: tuple = field(init=False, repr=False)
    priority: int
    deadline: int
    name: str = field(compare=False)
    duration: int = field(compare=False, default=1)

    def __post_init__(self):
        self.sort_key = (self.priority, self.deadline)


class Scheduler:
    def __init__(self, workers):
        self.ready = []
        self.counter = count()
        self.workers = {f"w{i}": 0 for i in range(workers)}
        self.log = []

    def submit(self, job):
        heapq.heappush(self.ready, (job, next(self.counter)))

    def run(self):
        while self.ready:
            job, _ = heapq.heappop(self.ready)
            worker = min(self.workers, key=lambda w: (self.workers[w], w))
            start = self.workers[worker]
            finish = start + job.duration
            self.workers[worker] = finish
            late = finish > job.deadline
            self.log.append((job.name, worker, start, finish, late))
        return self.log


def main():
    sched = Scheduler(workers=2)
    specs = [("backup", 3, 10, 4), ("email", 1, 3, 1), ("report", 2, 6, 2), ("index", 2, 5, 3),
             ("cleanup", 5, 20, 2), ("alert", 0, 1, 1), ("billing", 1, 4, 2), ("thumbs", 3, 8, 1)]
    for name, prio, deadline, duration in specs:
        sched.submit(Job(prio, deadline, name, duration))
    print(f"{'job':<8} {'worker':<6} {'start':>5} {'end':>4}  status")
    for name, worker, start, finish, late in sched.run():
        status = "LATE" if late else "on time"
        print(f"{name:<8} {worker:<6} {start:>5} {finish:>4}  {status}")
    makespan = max(sched.workers.values())
    late_jobs = [entry[0] for entry in sched.log if entry[4]]
    print(f"makespan={makespan} late={late_jobs}")
    print(Job(1, 2, "x") < Job(1, 3, "y"), Job(2, 0, "a") > Job(1, 9, "b"))
    print(Job(4, 4, "demo", 2))
    urgent = heapq.nsmallest(3, [Job(p, d, n, t) for n, p, d, t in specs])
    print("three most urgent:", [j.name for j in urgent])


if __name__ == "__main__":
    main()
