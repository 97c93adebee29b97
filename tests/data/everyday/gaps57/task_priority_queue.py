"""Order a backlog of tasks by priority and deadline, with NamedTuple records."""
from collections import namedtuple
from functools import total_ordering
from typing import NamedTuple


@total_ordering
class Task(NamedTuple):
    name: str
    priority: int
    due: int
    owner: str = "unassigned"

    def __lt__(self, other):
        # Higher priority first, then the earlier deadline.
        return (-self.priority, self.due) < (-other.priority, other.due)

    def __eq__(self, other):
        return self.name == other.name

    def label(self):
        return f"{self.name}[p{self.priority}, day {self.due}]"


class Version(namedtuple("Version", "major minor patch")):
    __slots__ = ()

    def __gt__(self, other):
        return (self.major, self.minor) > (other.major, other.minor)

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"


class Slot(namedtuple("Window", ["start", "end"])):
    __slots__ = ()

    def __lt__(self, other):
        return self.end - self.start < other.end - other.start


def main():
    backlog = [
        Task("write docs", 1, 9),
        Task("fix login", 3, 2, "ana"),
        Task("deploy", 3, 1, "raj"),
        Task("triage", 2, 5),
        Task("refactor", 1, 3),
    ]
    ordered = sorted(backlog)
    print("by urgency:", ", ".join(t.label() for t in ordered))
    # `max` asks `>`, which the class does not define: tuple's comparison decides.
    print("max as tuple:", max(backlog).label(), "| min by __lt__:", min(backlog).label())
    print("le derived? ", Task("a", 1, 1) <= Task("b", 9, 9), Task("b", 1, 1) <= Task("a", 9, 9))
    dup = Task("deploy", 0, 0)
    print("same name equal:", dup == backlog[2], "ne from tuple:", dup != backlog[2])
    print("in backlog:", dup in backlog, backlog.index(dup), backlog.count(Task("triage", 0, 0)))
    try:
        print(("deploy", 3, 1, "raj") == backlog[2])
    except AttributeError as exc:
        print("a plain tuple asks the subclass first:", exc)
    queue = list(backlog)
    queue.sort(reverse=True)
    print("reversed queue:", [t.name for t in queue])
    print("hash like tuple:", hash(backlog[0]) == hash(tuple(backlog[0])))

    releases = [Version(1, 4, 2), Version(1, 10, 0), Version(1, 4, 9), Version(0, 9, 1)]
    newest = max(releases)
    print("newest:", newest, "| gt:", Version(1, 4, 0) > Version(1, 3, 99), Version(1, 4, 9) > Version(1, 4, 0))
    print("sorted by tuple <:", [str(v) for v in sorted(releases)])
    print("lt from tuple:", Version(1, 4, 0) < Version(1, 4, 1), repr(Version(2, 0, 0)))
    slots = [Slot(9, 10), Slot(8, 12), Slot(8, 9)]
    print("slots:", sorted(slots), Slot(1, 2)._replace(end=5), Slot(1, 2)._fields)


if __name__ == "__main__":
    main()
