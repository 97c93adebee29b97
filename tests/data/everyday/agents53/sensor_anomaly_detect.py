"""Detect anomalies in sensor readings with rolling mean/stdev and z-scores."""
import statistics
from collections import deque
from itertools import groupby

READINGS = [
    ("t1", 0, 20.1), ("t1", 1, 20.3), ("t1", 2, 20.2), ("t1", 3, 20.4), ("t1", 4, 27.9),
    ("t1", 5, 20.5), ("t1", 6, 20.3), ("t1", 7, None), ("t1", 8, 20.6), ("t1", 9, 14.0),
    ("h2", 0, 45.0), ("h2", 1, 45.5), ("h2", 2, 44.8), ("h2", 3, 45.2), ("h2", 4, 45.1),
    ("h2", 5, 60.3), ("h2", 6, 45.4), ("h2", 7, 45.0),
]


def detect(values, window=4, threshold=3.0):
    recent = deque(maxlen=window)
    anomalies = []
    for t, v in values:
        if v is None:
            anomalies.append((t, None, "missing"))
            continue
        if len(recent) == window:
            mean = statistics.mean(recent)
            sd = statistics.pstdev(recent) or 0.01
            z = (v - mean) / sd
            if abs(z) > threshold:
                anomalies.append((t, v, f"z={z:+.1f}"))
                continue
        recent.append(v)
    return anomalies


def main():
    keyfn = lambda r: r[0]
    for sensor, rows in groupby(sorted(READINGS, key=keyfn), key=keyfn):
        series = [(t, v) for _, t, v in rows]
        vals = [v for _, v in series if v is not None]
        print(f"sensor {sensor}: n={len(series)} min={min(vals)} max={max(vals)} mean={statistics.mean(vals):.2f}")
        for t, v, why in detect(series):
            print(f"   t={t:<2} value={v!s:<5} {why}")
    clean = [v for _, _, v in READINGS if v is not None]
    print("overall quantiles:", [round(q, 2) for q in statistics.quantiles(clean, n=4)])
    print("mode of rounded:", statistics.mode(round(v) for v in clean))


if __name__ == "__main__":
    main()
