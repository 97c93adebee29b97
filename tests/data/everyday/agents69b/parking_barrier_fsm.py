"""A car-park barrier controller driven by sensor events, written with match."""
from dataclasses import dataclass
from enum import Enum, auto


class Mode(Enum):
    CLOSED = auto()
    AWAITING_TICKET = auto()
    OPEN = auto()
    CAR_PASSING = auto()
    JAMMED = auto()


@dataclass(frozen=True)
class Event:
    kind: str
    plate: str = ""


@dataclass(frozen=True)
class Tick:
    seconds: int


class Barrier:
    OPEN_TIMEOUT = 10

    def __init__(self, capacity):
        self.mode = Mode.CLOSED
        self.capacity = capacity
        self.inside = set()
        self.open_for = 0
        self.pending = None
        self.messages = []

    def say(self, text):
        self.messages.append(f"[{self.mode.name}] {text}")

    def handle(self, ev):
        match (self.mode, ev):
            case (Mode.JAMMED, Event(kind="service")):
                self.mode = Mode.CLOSED
                self.say("serviced")
            case (Mode.JAMMED, _):
                self.say(f"ignored {ev!r}")
            case (_, Event(kind="jam")):
                self.mode = Mode.JAMMED
                self.say("jam detected")
            case (Mode.CLOSED, Event(kind="arrive", plate=p)) if len(self.inside) >= self.capacity:
                self.say(f"full, {p} turned away")
            case (Mode.CLOSED, Event(kind="arrive", plate=p)):
                self.pending = p
                self.mode = Mode.AWAITING_TICKET
            case (Mode.AWAITING_TICKET, Event(kind="ticket")):
                self.mode = Mode.OPEN
                self.open_for = 0
            case (Mode.OPEN, Event(kind="loop")):
                self.mode = Mode.CAR_PASSING
            case (Mode.OPEN, Tick(seconds=s)):
                self.open_for += s
                if self.open_for >= self.OPEN_TIMEOUT:
                    self.say(f"timeout, {self.pending} never drove in")
                    self.pending = None
                    self.mode = Mode.CLOSED
            case (Mode.CAR_PASSING, Event(kind="clear")):
                self.inside.add(self.pending)
                self.say(f"{self.pending} entered ({len(self.inside)}/{self.capacity})")
                self.pending = None
                self.mode = Mode.CLOSED
            case (_, Event(kind="leave", plate=p)) if p in self.inside:
                self.inside.remove(p)
                self.say(f"{p} left")
            case (_, Tick()):
                pass
            case (mode, other):
                self.say(f"unexpected {other} in {mode.name.lower()}")


def main():
    barrier = Barrier(capacity=2)
    events = [
        Event("arrive", "AB-101"), Event("ticket"), Event("loop"), Event("clear"),
        Event("arrive", "CD-202"), Event("ticket"), Tick(4), Tick(7),
        Event("arrive", "EF-303"), Event("ticket"), Event("loop"), Event("clear"),
        Event("arrive", "GH-404"), Event("leave", "AB-101"), Event("ticket"),
        Event("leave", "ZZ-999"), Event("jam"), Event("arrive", "IJ-505"), Event("service"),
        Event("arrive", "KL-606"), Event("ticket"), Event("loop"), Event("clear"),
    ]
    for ev in events:
        barrier.handle(ev)
    for line in barrier.messages:
        print(line)
    print("inside:", sorted(barrier.inside), "mode:", barrier.mode.name)


if __name__ == "__main__":
    main()
