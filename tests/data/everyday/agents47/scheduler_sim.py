import heapq
from collections import namedtuple
from functools import total_ordering

Task = namedtuple("Task", "name priority duration deps")


@total_ordering
class Job:
    def __init__(self, task, ready_at):
        self.task = task
        self.ready_at = ready_at

    def __eq__(self, other):
        return (self.task.priority, self.task.name) == (other.task.priority, other.task.name)

    def __lt__(self, other):
        return (-self.task.priority, self.task.name) < (-other.task.priority, other.task.name)

    def __repr__(self):
        return f"Job({self.task.name}@{self.ready_at})"


TASKS = [
    Task("build", 5, 3, ()),
    Task("test", 4, 2, ("build",)),
    Task("lint", 1, 1, ()),
    Task("deploy", 9, 1, ("test", "lint")),
    Task("docs", 2, 2, ("build",)),
]


def schedule(tasks, workers=2):
    remaining = {t.name: set(t.deps) for t in tasks}
    by_name = {t.name: t for t in tasks}
    ready = [Job(t, 0) for t in tasks if not t.deps]
    heapq.heapify(ready)
    running = []
    clock = 0
    log = []
    while ready or running:
        while ready and len(running) < workers:
            job = heapq.heappop(ready)
            start = max(clock, job.ready_at)
            heapq.heappush(running, (start + job.task.duration, job.task.name))
            log.append((start, job.task.name))
        clock, name = heapq.heappop(running)
        for other, deps in remaining.items():
            if name in deps:
                deps.discard(name)
                if not deps:
                    heapq.heappush(ready, Job(by_name[other], clock))
    return clock, log


def main():
    end, log = schedule(TASKS)
    for start, name in log:
        print(f"t={start:>2} start {name}")
    print("makespan", end, sorted(TASKS, key=lambda t: t.priority)[-1].name)
    print(Job(TASKS[0], 0) <= Job(TASKS[1], 1), Job(TASKS[2], 0) > Job(TASKS[3], 0))
    return end


if __name__ == "__main__":
    main()
