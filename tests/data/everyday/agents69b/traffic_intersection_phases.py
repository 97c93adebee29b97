"""A four-way intersection controller with pedestrian requests and a fault mode."""
from enum import Enum


class Phase(Enum):
    NS_GREEN = ("NS", "green", 5)
    NS_YELLOW = ("NS", "yellow", 2)
    EW_GREEN = ("EW", "green", 4)
    EW_YELLOW = ("EW", "yellow", 2)
    ALL_RED = ("--", "red", 1)
    FLASHING = ("--", "amber-flash", 0)

    def __init__(self, axis, colour, duration):
        self.axis = axis
        self.colour = colour
        self.duration = duration


NEXT = {
    Phase.NS_GREEN: Phase.NS_YELLOW,
    Phase.NS_YELLOW: Phase.ALL_RED,
    Phase.EW_GREEN: Phase.EW_YELLOW,
    Phase.EW_YELLOW: Phase.ALL_RED,
}


class Controller:
    def __init__(self):
        self.phase = Phase.NS_GREEN
        self.remaining = self.phase.duration
        self.last_green = "NS"
        self.ped_waiting = False
        self.history = []

    def press_walk(self):
        self.ped_waiting = True

    def fault(self):
        self._enter(Phase.FLASHING)

    def reset(self):
        if self.phase is not Phase.FLASHING:
            raise RuntimeError("reset only allowed in flashing mode")
        self._enter(Phase.ALL_RED)

    def _enter(self, phase):
        self.phase = phase
        self.remaining = phase.duration
        self.history.append(phase.name)

    def tick(self):
        if self.phase is Phase.FLASHING:
            return
        if self.phase in (Phase.NS_GREEN, Phase.EW_GREEN) and self.ped_waiting and self.remaining > 2:
            self.remaining = 2
            self.ped_waiting = False
        self.remaining -= 1
        if self.remaining > 0:
            return
        if self.phase is Phase.ALL_RED:
            nxt = Phase.EW_GREEN if self.last_green == "NS" else Phase.NS_GREEN
            self.last_green = nxt.axis
            self._enter(nxt)
        else:
            self._enter(NEXT[self.phase])

    def signal(self):
        return f"{self.phase.axis}:{self.phase.colour}({self.remaining})"


def main():
    ctl = Controller()
    timeline = []
    for second in range(30):
        if second == 7:
            ctl.press_walk()
        if second == 21:
            ctl.fault()
        if second == 25:
            ctl.reset()
        ctl.tick()
        timeline.append(ctl.signal())
    for start in range(0, len(timeline), 6):
        print(f"{start:>2}-{start + 5:<2}", " ".join(timeline[start:start + 6]))
    try:
        ctl.reset()
    except RuntimeError as exc:
        print("error:", exc)
    counts = {}
    for name in ctl.history:
        counts[name] = counts.get(name, 0) + 1
    for name, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{name:<10} entered {n}x")
    print("phases with yellow:", [p.name for p in Phase if p.colour == "yellow"])


if __name__ == "__main__":
    main()
