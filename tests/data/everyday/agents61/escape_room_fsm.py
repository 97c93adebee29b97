"""An escape-room puzzle controller as a state machine with guards, timers and hint penalties."""
from enum import Enum


class State(str, Enum):
    LOCKED = "locked"
    LIGHTS_ON = "lights on"
    SAFE_OPEN = "safe open"
    DOOR_OPEN = "door open"
    TIMED_OUT = "timed out"


class InvalidAction(Exception):
    pass


class Room:
    TIME_LIMIT = 3600
    HINT_PENALTY = 120

    def __init__(self, safe_code: str):
        self.state = State.LOCKED
        self._code = safe_code
        self.inventory: set[str] = set()
        self.hints = 0
        self.log: list[str] = []
        self.attempts = 0

    transitions = {
        (State.LOCKED, "flip_switch"): State.LIGHTS_ON,
        (State.LIGHTS_ON, "enter_code"): State.SAFE_OPEN,
        (State.SAFE_OPEN, "use_key"): State.DOOR_OPEN,
    }

    def act(self, clock: int, action: str, arg: str = "") -> None:
        if clock + self.hints * self.HINT_PENALTY > self.TIME_LIMIT and self.state is not State.DOOR_OPEN:
            self.state = State.TIMED_OUT
        if self.state in (State.TIMED_OUT, State.DOOR_OPEN):
            raise InvalidAction(f"game over ({self.state.value})")
        if action == "hint":
            self.hints += 1
            self.log.append(f"{clock:>5}s hint #{self.hints}")
            return
        if action == "pick_up":
            self.inventory.add(arg)
            self.log.append(f"{clock:>5}s picked up {arg}")
            return
        target = self.transitions.get((self.state, action))
        if target is None:
            raise InvalidAction(f"cannot {action} while {self.state.value}")
        if action == "enter_code":
            self.attempts += 1
            if arg != self._code:
                self.log.append(f"{clock:>5}s wrong code {arg}")
                return
        if action == "use_key" and "brass key" not in self.inventory:
            raise InvalidAction("the door needs a key")
        self.log.append(f"{clock:>5}s {self.state.value} -> {target.value}")
        self.state = target

    def score(self, clock: int) -> int:
        if self.state is not State.DOOR_OPEN:
            return 0
        used = clock + self.hints * self.HINT_PENALTY
        return max(0, 1000 - used // 6 - 25 * (self.attempts - 1))


def run(team, script, code="4821"):
    room = Room(code)
    finish = 0
    for clock, action, *rest in script:
        try:
            room.act(clock, action, *rest)
            finish = clock
        except InvalidAction as exc:
            room.log.append(f"{clock:>5}s !! {exc}")
    print(f"== {team}: {room.state.value.upper()} ({room.state!r})")
    print("\n".join(room.log))
    print(f"   score {room.score(finish)}, hints {room.hints}, items {sorted(room.inventory)}")


def main():
    run("Owls", [(30, "flip_switch"), (400, "pick_up", "note"), (900, "enter_code", "1234"),
                 (1100, "hint"), (1300, "enter_code", "4821"), (1500, "use_key"),
                 (1600, "pick_up", "brass key"), (1700, "use_key"), (1800, "hint")])
    run("Foxes", [(10, "enter_code", "4821"), (50, "flip_switch"), (2000, "hint"), (2100, "hint"),
                  (3500, "enter_code", "4821")])
    print(State("safe open"), State.LOCKED == "locked", [s.name for s in State][:2], isinstance(State.LOCKED, str))


if __name__ == "__main__":
    main()
