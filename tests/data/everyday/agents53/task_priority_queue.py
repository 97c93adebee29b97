"""Schedule tasks with a heap by priority and deadline; simulate a worker processing them."""
import heapq
from dataclasses import dataclass, field
from itertools import count


@dataclass(order=True)
class Task:
    priority: int
    deadline: int
    seq: int
    name: str = field(compare=False)
    duration: int = field(compare=False, default=1)


class Scheduler:
    def __init__(self):
        self.heap = []
        self.counter = count()

    def submit(self, name, priority, deadline, duration=1):
        task = Task(priority, deadline, next(self.counter), name, duration)
        heapq.heappush(self.heap, task)
        return task

    def run(self):
        clock = 0
        done, late = [], []
        while self.heap:
            task = heapq.heappop(self.heap)
            clock += task.duration
            (late if clock > task.deadline else done).append((task.name, clock))
        return done, late


def main():
    s = Scheduler()
    s.submit("backup", priority=3, deadline=20, duration=5)
    s.submit("page-oncall", priority=0, deadline=1)
    s.submit("deploy", priority=1, deadline=6, duration=3)
    s.submit("rotate-logs", priority=3, deadline=8, duration=2)
    s.submit("reindex", priority=2, deadline=9, duration=4)
    s.submit("email-digest", priority=1, deadline=6, duration=1)
    print("queue head:", s.heap[0])
    print("three most urgent:", [t.name for t in heapq.nsmallest(3, s.heap)])
    done, late = s.run()
    for name, t in done:
        print(f"  done  {name:<14} t={t}")
    for name, t in late:
        print(f"  LATE  {name:<14} t={t}")
    print(f"on time: {len(done)}/{len(done) + len(late)}")
    print(Task(1, 2, 3, "a") < Task(1, 2, 4, "b"), Task(1, 2, 3, "x") == Task(1, 2, 3, "y"))


if __name__ == "__main__":
    main()
