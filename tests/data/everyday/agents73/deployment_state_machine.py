from enum import Enum, auto
from dataclasses import dataclass, field


class State(Enum):
    PENDING = auto()
    BUILDING = auto()
    TESTING = auto()
    DEPLOYING = auto()
    LIVE = auto()
    FAILED = auto()
    ROLLED_BACK = auto()

    @property
    def terminal(self) -> bool:
        return self in (State.LIVE, State.FAILED, State.ROLLED_BACK)


class Event(str, Enum):
    START = "start"
    BUILD_OK = "build_ok"
    TESTS_OK = "tests_ok"
    TESTS_FAILED = "tests_failed"
    HEALTHY = "healthy"
    UNHEALTHY = "unhealthy"
    ROLLBACK = "rollback"


TRANSITIONS = {
    (State.PENDING, Event.START): State.BUILDING,
    (State.BUILDING, Event.BUILD_OK): State.TESTING,
    (State.TESTING, Event.TESTS_OK): State.DEPLOYING,
    (State.TESTING, Event.TESTS_FAILED): State.FAILED,
    (State.DEPLOYING, Event.HEALTHY): State.LIVE,
    (State.DEPLOYING, Event.UNHEALTHY): State.FAILED,
    (State.FAILED, Event.ROLLBACK): State.ROLLED_BACK,
    (State.LIVE, Event.ROLLBACK): State.ROLLED_BACK,
}


class InvalidTransition(Exception):
    def __init__(self, state: State, event: Event):
        super().__init__(f"cannot {event.value} while {state.name}")
        self.state, self.event = state, event


@dataclass
class Deployment:
    name: str
    state: State = State.PENDING
    history: list = field(default_factory=list)

    def fire(self, event: Event) -> State:
        key = (self.state, event)
        if key not in TRANSITIONS:
            raise InvalidTransition(self.state, event)
        new = TRANSITIONS[key]
        self.history.append(f"{self.state.name}->{new.name}")
        self.state = new
        return new


SCRIPTS = {
    "api-v42": ["start", "build_ok", "tests_ok", "healthy"],
    "web-v7": ["start", "build_ok", "tests_failed", "rollback"],
    "worker-v3": ["start", "tests_ok", "build_ok", "tests_ok", "unhealthy", "rollback"],
    "cron-v1": ["start", "build_ok", "tests_ok", "healthy", "healthy", "deploy"],
}


def main():
    summary = {}
    for name, script in SCRIPTS.items():
        dep = Deployment(name)
        errors = []
        for raw in script:
            try:
                event = Event(raw)
                dep.fire(event)
            except ValueError:
                errors.append(f"unknown event {raw!r}")
            except InvalidTransition as e:
                errors.append(str(e))
        summary[name] = dep.state
        print(f"{name:<10} {dep.state.name:<12} terminal={dep.state.terminal!s:<5} path={' '.join(dep.history)}")
        for err in errors:
            print(f"    ! {err}")
    counts = {}
    for state in summary.values():
        counts[state.name] = counts.get(state.name, 0) + 1
    print(counts)
    reachable = {State.PENDING}
    changed = True
    while changed:
        changed = False
        for (src, _), dst in TRANSITIONS.items():
            if src in reachable and dst not in reachable:
                reachable.add(dst)
                changed = True
    print("unreachable:", [s.name for s in State if s not in reachable] or "none")
    print(Event.START == "start", Event("healthy").name, State(3), list(State)[-1].value)
    return counts


if __name__ == "__main__":
    main()
