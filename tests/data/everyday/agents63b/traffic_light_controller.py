"""A traffic-light controller driven by a tick clock and pedestrian button events."""
from enum import Enum
from dataclasses import dataclass, field
from typing import List, Tuple


class Light(Enum):
    GREEN = ("G", 5)
    YELLOW = ("Y", 2)
    RED = ("R", 4)
    WALK = ("W", 3)

    def __init__(self, code, duration):
        self.code = code
        self.duration = duration

    @property
    def next(self):
        order = [Light.GREEN, Light.YELLOW, Light.RED]
        if self is Light.WALK:
            return Light.RED
        return order[(order.index(self) + 1) % len(order)]


class ControllerFault(Exception):
    pass


@dataclass
class Controller:
    light: Light = Light.RED
    remaining: int = Light.RED.duration
    walk_requested: bool = False
    trace: List[str] = field(default_factory=list)
    changes: List[Tuple[int, str]] = field(default_factory=list)

    def press(self, tick: int) -> None:
        if self.light is Light.WALK:
            raise ControllerFault(f"tick {tick}: button pressed during WALK")
        self.walk_requested = True

    def tick(self, t: int) -> None:
        self.trace.append(self.light.code)
        self.remaining -= 1
        if self.remaining > 0:
            return
        if self.light is Light.RED and self.walk_requested:
            new = Light.WALK
            self.walk_requested = False
        elif self.light is Light.WALK:
            new = Light.GREEN
        else:
            new = self.light.next
        self.changes.append((t, f"{self.light.name}->{new.name}"))
        self.light = new
        self.remaining = new.duration


def main():
    ctl = Controller()
    presses = {3: 1, 9: 1, 14: 1, 15: 1, 30: 1}
    faults = []
    for t in range(32):
        if t in presses:
            try:
                ctl.press(t)
            except ControllerFault as exc:
                faults.append(str(exc))
        ctl.tick(t)
    print("".join(ctl.trace))
    for t, change in ctl.changes:
        print(f"  t={t:2d} {change}")
    print("faults:", faults)
    print({l.name: ctl.trace.count(l.code) for l in Light})
    print(Light("Y", 2) if False else Light.YELLOW.value, Light.WALK.next, Light.RED.next.next)
    print([l.name for l in sorted(Light, key=lambda l: (-l.duration, l.name))])
    try:
        Light(("X", 1))
    except ValueError as exc:
        print("ValueError:", exc)


if __name__ == "__main__":
    main()
