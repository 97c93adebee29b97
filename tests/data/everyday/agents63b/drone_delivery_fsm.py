"""Drive a delivery drone through its mission states and reject illegal commands."""
from enum import Enum, auto


class State(Enum):
    DOCKED = auto()
    LOADING = auto()
    EN_ROUTE = auto()
    DELIVERING = auto()
    RETURNING = auto()
    GROUNDED = auto()


class IllegalCommand(Exception):
    def __init__(self, state, command):
        super().__init__(f"cannot {command!r} while {state.name.lower()}")
        self.state = state
        self.command = command


TRANSITIONS = {
    (State.DOCKED, "load"): State.LOADING,
    (State.LOADING, "launch"): State.EN_ROUTE,
    (State.EN_ROUTE, "arrive"): State.DELIVERING,
    (State.DELIVERING, "drop"): State.RETURNING,
    (State.RETURNING, "land"): State.DOCKED,
    (State.EN_ROUTE, "abort"): State.RETURNING,
}


class Drone:
    BATTERY_PER_LEG = 23

    def __init__(self, tag):
        self.tag = tag
        self.state = State.DOCKED
        self.battery = 100
        self.history = [self.state]
        self.deliveries = 0

    def command(self, cmd):
        if self.state is State.GROUNDED:
            raise IllegalCommand(self.state, cmd)
        if cmd == "charge":
            if self.state is not State.DOCKED:
                raise IllegalCommand(self.state, cmd)
            self.battery = 100
            return self.state
        key = (self.state, cmd)
        if key not in TRANSITIONS:
            raise IllegalCommand(self.state, cmd)
        nxt = TRANSITIONS[key]
        if nxt in (State.EN_ROUTE, State.RETURNING):
            self.battery -= self.BATTERY_PER_LEG
            if self.battery < 10:
                self.state = State.GROUNDED
                self.history.append(self.state)
                raise RuntimeError(f"{self.tag} battery critical at {self.battery}%")
        if cmd == "drop":
            self.deliveries += 1
        self.state = nxt
        self.history.append(nxt)
        return nxt

    def __repr__(self):
        return f"Drone({self.tag!r}, {self.state.name}, battery={self.battery})"


def main():
    script = "load launch arrive drop land load launch abort land load launch arrive drop land launch charge"
    drone = Drone("kite-7")
    for cmd in script.split():
        try:
            state = drone.command(cmd)
        except IllegalCommand as exc:
            print(f"  ! {exc} [{exc.state.value}]")
        except RuntimeError as exc:
            print(f"  !! {exc}")
            break
        else:
            print(f"{cmd:>7} -> {state.name:<10} battery {drone.battery:3d}%")
    print(drone)
    print("path:", " > ".join(s.name[:3] for s in drone.history))
    counts = {}
    for s in drone.history:
        counts[s.name] = counts.get(s.name, 0) + 1
    print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
    print("deliveries:", drone.deliveries)
    print([m.name for m in State if m not in drone.history])
    print(State["EN_ROUTE"], State(3), State.DOCKED < State.LOADING if False else "no ordering")


if __name__ == "__main__":
    main()
