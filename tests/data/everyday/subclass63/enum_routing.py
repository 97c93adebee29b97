"""Enumerations as dict keys and in sets, as agents route job states."""
from collections import Counter
from enum import Enum, IntEnum, auto


class State(Enum):
    QUEUED = auto()
    RUNNING = auto()
    DONE = auto()
    FAILED = auto()


class Priority(IntEnum):
    LOW = 1
    HIGH = 5


NEXT = {State.QUEUED: State.RUNNING, State.RUNNING: State.DONE}
TERMINAL = frozenset({State.DONE, State.FAILED})


def advance(s: State) -> State:
    if s in TERMINAL:
        return s
    return NEXT.get(s, State.FAILED)


def main() -> int:
    jobs = [State.QUEUED, State.RUNNING, State.DONE, State.QUEUED]
    moved = [advance(j) for j in jobs]
    print([m.name for m in moved])
    tally = Counter(moved)
    print(tally[State.RUNNING], tally[State.DONE], tally.most_common(1)[0][0].name)
    by_state = {}
    for i, s in enumerate(moved):
        by_state.setdefault(s, []).append(i)
    print({s.name: v for s, v in by_state.items()})
    weights = {Priority.LOW: 0.5, Priority.HIGH: 2.0}
    print(weights[1], weights[Priority(5)], Priority.HIGH in {5}, sorted(weights))
    print(State["DONE"] in TERMINAL, State(2).name, len(set(moved)))
    return 0


if __name__ == "__main__":
    main()
