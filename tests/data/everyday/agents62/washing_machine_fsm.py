"""Simulate a washing machine controller as an enum-driven state machine."""
from enum import Enum, auto


class State(Enum):
    IDLE = auto()
    FILLING = auto()
    WASHING = auto()
    DRAINING = auto()
    SPINNING = auto()
    PAUSED = auto()
    DONE = auto()
    ERROR = auto()


class Event(Enum):
    START = "start"
    TICK = "tick"
    PAUSE = "pause"
    RESUME = "resume"
    DOOR_OPEN = "door"
    LEAK = "leak"


PROGRAMS = {"quick": {State.FILLING: 2, State.WASHING: 5, State.DRAINING: 1, State.SPINNING: 3},
            "cotton": {State.FILLING: 3, State.WASHING: 12, State.DRAINING: 2, State.SPINNING: 6}}
ORDER = [State.FILLING, State.WASHING, State.DRAINING, State.SPINNING, State.DONE]


class InvalidTransition(Exception):
    pass


class Machine:
    def __init__(self, program):
        self.durations = PROGRAMS[program]
        self.state = State.IDLE
        self.remaining = 0
        self.resume_to = None
        self.history = []

    def _enter(self, state):
        self.history.append(state.name.lower())
        self.state = state
        self.remaining = self.durations.get(state, 0)

    def handle(self, event):
        s = self.state
        if event is Event.LEAK:
            self._enter(State.ERROR)
        elif event is Event.START and s is State.IDLE:
            self._enter(State.FILLING)
        elif event is Event.TICK and s in self.durations:
            self.remaining -= 1
            if self.remaining == 0:
                self._enter(ORDER[ORDER.index(s) + 1])
        elif event is Event.TICK and s in (State.IDLE, State.PAUSED, State.DONE, State.ERROR):
            pass
        elif event is Event.PAUSE and s in self.durations:
            self.resume_to, self.state = (s, self.remaining), State.PAUSED
        elif event is Event.RESUME and s is State.PAUSED:
            self.state, self.remaining = self.resume_to
        elif event is Event.DOOR_OPEN and s in (State.IDLE, State.DONE, State.PAUSED):
            return "door opened"
        else:
            raise InvalidTransition(f"{event.value!r} not allowed while {s.name}")
        return None


def run(program, script):
    m = Machine(program)
    minutes = 0
    for item in script:
        event = Event(item)
        try:
            note = m.handle(event)
        except InvalidTransition as exc:
            print(f"   t={minutes:>2} rejected: {exc}")
            continue
        minutes += event is Event.TICK
        if note:
            print(f"   t={minutes:>2} {note}")
    return m, minutes


def main():
    script = ["start"] + ["tick"] * 4 + ["door", "pause", "door", "tick", "resume"] + ["tick"] * 8
    m, minutes = run("quick", script)
    print(f"quick: {m.state.name} after {minutes} ticks, path {' > '.join(m.history)}")
    m, minutes = run("cotton", ["start"] + ["tick"] * 6 + ["leak", "tick", "resume"])
    print(f"cotton: {m.state.name} after {minutes} ticks, path {' > '.join(m.history)}")
    print([s.value for s in State][:4], State(3), State["DONE"].value, Event("door").name)
    print(f"total quick program minutes: {sum(PROGRAMS['quick'].values())}")
    print({e.name: e.value for e in Event if len(e.value) <= 4})
    try:
        Event("spin")
    except ValueError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()
