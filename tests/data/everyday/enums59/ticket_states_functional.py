"""Route support tickets through states declared with enum's functional API."""
import enum
from enum import Enum, Flag, IntEnum, StrEnum

State = Enum("State", "NEW TRIAGED IN_PROGRESS RESOLVED")
Channel = Enum("Channel", ["EMAIL", "CHAT", "PHONE"], start=10)
Priority = IntEnum("Priority", [("LOW", 1), ("NORMAL", 5), ("URGENT", 9)])
Team = Enum("Team", {"BILLING": "billing@example.com", "TECH": "tech@example.com"}, module=__name__)
Perm = Flag("Perm", "READ, WRITE, ASSIGN")
Queue = StrEnum("Queue", "Inbox Escalated")
Legacy = enum.Enum("Legacy", "OPEN CLOSED REOPENED", qualname="Legacy")
Empty = Enum("Empty", [])

NEXT = {
    State.NEW: State.TRIAGED,
    State.TRIAGED: State.IN_PROGRESS,
    State.IN_PROGRESS: State.RESOLVED,
}


def advance(state):
    try:
        return NEXT[state]
    except KeyError:
        raise ValueError(f"{state.name} is final") from None


def main():
    print(list(State), len(State))
    print(repr(State), State.TRIAGED, repr(State.RESOLVED), State(2).name, State["NEW"].value)
    print([(c.name, c.value) for c in Channel], Channel(11))
    print(sorted(Priority), Priority.URGENT > Priority.NORMAL, Priority.NORMAL + 1, int(Priority.LOW))
    print(Team.TECH.value, Team("billing@example.com").name)
    rw = Perm.READ | Perm.WRITE
    print(rw, Perm.ASSIGN.value, Perm.WRITE in rw, [p.name for p in Perm])
    print(Queue.Inbox, Queue.Escalated.upper(), Queue("escalated").name)
    print([m.value for m in Legacy], Legacy.REOPENED, len(Empty), list(Empty))
    s = State.NEW
    while True:
        print("at", s.name)
        try:
            s = advance(s)
        except ValueError as e:
            print("stop:", e)
            break
    for bad in (State, Channel, Priority):
        try:
            bad(99)
        except ValueError as e:
            print("ValueError:", e)
    try:
        Team["OPS"]
    except KeyError as e:
        print("KeyError:", e)
    print(isinstance(State.NEW, State), type(Priority.LOW).__name__, State.__name__)


if __name__ == "__main__":
    main()
