"""A traffic-light controller: phase cycle, pedestrian requests, emergency override, timeline."""
from enum import Enum
from itertools import cycle, islice


class Light(Enum):
    GREEN = ("G", 30)
    YELLOW = ("Y", 4)
    RED = ("R", 25)

    @property
    def symbol(self):
        return self.value[0]

    @property
    def duration(self):
        return self.value[1]


class Controller:
    ORDER = (Light.GREEN, Light.YELLOW, Light.RED)

    def __init__(self, name):
        self.name = name
        self._phases = cycle(self.ORDER)
        self.current = next(self._phases)
        self.remaining = self.current.duration
        self.ped_waiting = False
        self.emergency = False
        self.log = []

    def request_crossing(self, t):
        if not self.ped_waiting:
            self.ped_waiting = True
            self.log.append((t, "ped button"))
            if self.current is Light.GREEN and self.remaining > 10:
                self.remaining = 10

    def tick(self, t):
        if self.emergency:
            return "!"
        self.remaining -= 1
        if self.remaining <= 0:
            self.current = next(self._phases)
            self.remaining = self.current.duration
            if self.current is Light.RED and self.ped_waiting:
                self.log.append((t, "walk signal"))
                self.ped_waiting = False
            self.log.append((t, f"-> {self.current.name}"))
        return self.current.symbol

    def __enter__(self):
        self.emergency = True
        self.log.append(("*", "emergency on"))
        return self

    def __exit__(self, exc_type, exc, tb):
        self.emergency = False
        self.current, self.remaining = Light.RED, Light.RED.duration
        self._phases = cycle(self.ORDER)
        next(self._phases)
        next(self._phases)
        self.log.append(("*", "emergency off, restart at RED"))
        return False


def main():
    c = Controller("Main St")
    timeline = []
    for t in range(0, 70):
        if t == 12:
            c.request_crossing(t)
        timeline.append(c.tick(t))
    with c:
        timeline.extend(c.tick(t) for t in range(70, 75))
    for t in range(75, 110):
        timeline.append(c.tick(t))
    for start in range(0, len(timeline), 55):
        print(f"{start:>3} {''.join(timeline[start:start + 55])}")
    for t, what in c.log:
        print(f"    t={t!s:>3} {what}")
    first_ten = [p.name for p in islice(cycle(Controller.ORDER), 5)]
    print("cycle:", first_ten, "period", sum(l.duration for l in Light), "s")
    print("share of red:", f"{timeline.count('R') / len(timeline):.0%}")


if __name__ == "__main__":
    main()
