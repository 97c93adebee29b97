from enum import Enum, IntEnum, auto, Flag
from collections import Counter


class Status(Enum):
    OPEN = "open"
    IN_PROGRESS = "in_progress"
    BLOCKED = "blocked"
    DONE = "done"

    @property
    def is_active(self) -> bool:
        return self in (Status.OPEN, Status.IN_PROGRESS, Status.BLOCKED)


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    URGENT = 4


class Label(Flag):
    BUG = auto()
    UI = auto()
    BACKEND = auto()
    SECURITY = auto()


TICKETS = [
    ("T-1", "open", 3, Label.BUG | Label.BACKEND),
    ("T-2", "done", 1, Label.UI),
    ("T-3", "blocked", 4, Label.SECURITY | Label.BACKEND),
    ("T-4", "in_progress", 2, Label.BUG | Label.UI),
    ("T-5", "open", 4, Label.BUG),
    ("T-6", "done", 3, Label.BACKEND),
]


def main():
    tickets = [(tid, Status(s), Priority(p), labels) for tid, s, p, labels in TICKETS]
    counts = Counter(s for _, s, _, _ in tickets)
    for status in Status:
        print(f"{status.name:<12} {counts[status]}  active={status.is_active}")
    active = sorted((t for t in tickets if t[1].is_active), key=lambda t: (-t[2], t[0]))
    for tid, status, prio, labels in active:
        names = "|".join(l.name for l in Label if l in labels)
        print(f"{tid} {prio.name:<7} ({int(prio)}) {status.value:<12} {names}")
    bugs = [t[0] for t in tickets if Label.BUG in t[3]]
    print("bugs:", bugs)
    print("urgent > high:", Priority.URGENT > Priority.HIGH, "sum:", sum(t[2] for t in tickets))
    print("lookup by name:", Status["DONE"], repr(Priority(2)))
    try:
        Status("closed")
    except ValueError as e:
        print("error:", e)
    print("members:", [m.value for m in Label])
    return len(active)


if __name__ == "__main__":
    main()
