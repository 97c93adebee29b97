"""Rolling-window temperature monitoring with hysteresis alerts per sensor."""
from collections import deque, defaultdict
from statistics import mean, fmean, stdev
from itertools import islice, pairwise

READINGS = [
    ("fridge", 3.1), ("freezer", -18.2), ("fridge", 3.4), ("fridge", 4.9), ("freezer", -17.9),
    ("fridge", 6.2), ("fridge", 7.1), ("freezer", -12.0), ("fridge", 6.8), ("freezer", -11.5),
    ("fridge", 5.2), ("fridge", 4.1), ("freezer", -16.0), ("fridge", 3.9), ("freezer", -18.5),
    ("fridge", 3.5), ("freezer", -19.0), ("fridge", 9.5),
]
LIMITS = {"fridge": (5.0, 4.0), "freezer": (-15.0, -17.0)}  # (raise above, clear below)


class Monitor:
    def __init__(self, name, window=3):
        self.name = name
        self.window = deque(maxlen=window)
        self.alarm = False
        self.events = []

    def feed(self, i, value):
        self.window.append(value)
        avg = fmean(self.window)
        high, clear = LIMITS[self.name]
        if not self.alarm and len(self.window) == self.window.maxlen and avg > high:
            self.alarm = True
            self.events.append((i, "ALARM", round(avg, 2)))
        elif self.alarm and avg < clear:
            self.alarm = False
            self.events.append((i, "clear", round(avg, 2)))
        return avg


def main():
    monitors = {}
    series = defaultdict(list)
    for i, (sensor, value) in enumerate(READINGS):
        mon = monitors.setdefault(sensor, Monitor(sensor))
        avg = mon.feed(i, value)
        series[sensor].append(value)
        print(f"{i:2d} {sensor:<7} {value:6.1f} avg {avg:6.2f} {'!' if mon.alarm else ''}")
    for name, mon in monitors.items():
        vals = series[name]
        jumps = [round(b - a, 1) for a, b in pairwise(vals)]
        print(f"{name}: events {mon.events}")
        print(f"   mean {mean(vals):.2f} sd {stdev(vals):.2f} max jump {max(jumps, key=abs)}")
        print(f"   first three {list(islice(vals, 3))} still alarmed: {mon.alarm}")


if __name__ == "__main__":
    main()
