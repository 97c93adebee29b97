"""A small task scheduler: prioritized tasks, computed class constants, cached properties."""
import functools
from dataclasses import dataclass, field


@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    minutes: int = field(default=15, compare=False)


class Schedule:
    LIMIT = 2 ** 10
    SLOTS = [hour for hour in range(9, 18) if hour != 12]
    LABELS = {hour: f"{hour:02d}:00" for hour in SLOTS}

    def __init__(self, tasks):
        self.tasks = sorted(tasks)

    @functools.cached_property
    def total_minutes(self):
        print("summing minutes")
        return sum(task.minutes for task in self.tasks)

    def plan(self):
        plan = {}
        slot = 0
        used = 0
        for task in self.tasks:
            if used + task.minutes > 60:
                slot += 1
                used = 0
            if slot >= len(self.SLOTS):
                break
            plan.setdefault(self.LABELS[self.SLOTS[slot]], []).append(task.name)
            used += task.minutes
        return plan


def main():
    tasks = [
        Task(3, "write report", 45),
        Task(1, "fix outage", 30),
        Task(2, "review PR"),
        Task(1, "call vendor", 20),
        Task(5, "tidy backlog", 50),
    ]
    schedule = Schedule(tasks)
    print(Schedule.LIMIT, Schedule.SLOTS, len(Schedule.LABELS))
    for label, names in schedule.plan().items():
        print(label, "->", "; ".join(names))
    print(schedule.total_minutes, schedule.total_minutes)
    print(min(tasks).name, max(tasks).priority, Task(1, "a") == Task(1, "b"))
    return schedule.total_minutes <= Schedule.LIMIT


if __name__ == "__main__":
    main()
