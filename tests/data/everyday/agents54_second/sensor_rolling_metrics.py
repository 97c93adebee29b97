"""Rolling metrics over a stream of sensor readings using deque windows and a generator."""
from collections import deque, namedtuple
import statistics

Reading = namedtuple("Reading", ["t", "sensor", "value"])


def stream():
    values = [20.1, 20.3, 35.0, 20.2, 19.9, 20.0, 21.5, 22.0, 45.5, 21.0]
    for t, v in enumerate(values):
        yield Reading(t, "s1" if t % 3 else "s2", v)


def rolling(readings, size=4):
    window = deque(maxlen=size)
    for r in readings:
        window.append(r.value)
        if len(window) == size:
            yield r.t, statistics.fmean(window), statistics.pstdev(window)


def spikes(readings, factor=1.5):
    prev = None
    for r in readings:
        if prev is not None and r.value > prev * factor:
            yield r
        prev = r.value


def main():
    for t, mean, sd in rolling(stream()):
        flag = " !" if sd > 5 else ""
        print(f"t={t:02d} mean={mean:6.2f} sd={sd:5.2f}{flag}")
    found = list(spikes(stream()))
    print("spikes:", [(r.t, r.value) for r in found])
    by_sensor = {}
    for r in stream():
        by_sensor.setdefault(r.sensor, []).append(r.value)
    print({k: round(statistics.median(v), 2) for k, v in sorted(by_sensor.items())})
    last = deque(stream(), maxlen=2)
    print(last, last.maxlen, Reading._fields, found[0]._replace(value=0))


if __name__ == "__main__":
    main()
