"""Sensor readings: rolling mean with a deque, z-score anomalies, gaps and per-sensor stats."""
from collections import deque, defaultdict
import statistics
import math

READINGS = """
t=00:00 sensor=boiler temp=71.2 pressure=1.01
t=00:05 sensor=boiler temp=71.9 pressure=1.02
t=00:10 sensor=boiler temp=72.4 pressure=1.02
t=00:15 sensor=boiler temp=98.6 pressure=1.35
t=00:20 sensor=boiler temp=72.8 pressure=1.03
t=00:35 sensor=boiler temp=73.1 pressure=1.03
t=00:00 sensor=intake temp=18.0 pressure=0.98
t=00:05 sensor=intake temp=18.2 pressure=0.99
t=00:10 sensor=intake temp=NaN pressure=0.99
t=00:15 sensor=intake temp=18.1 pressure=0.97
t=00:20 sensor=intake temp=17.9 pressure=0.40
t=00:25 sensor=intake temp=18.3
"""


def parse_line(line):
    fields = dict(part.split("=", 1) for part in line.split())
    hh, mm = map(int, fields.pop("t").split(":"))
    rec = {"minute": hh * 60 + mm, "sensor": fields.pop("sensor")}
    for key, value in fields.items():
        rec[key] = float(value)
    return rec


class Rolling:
    def __init__(self, size):
        self.window = deque(maxlen=size)

    def push(self, value):
        self.window.append(value)
        return sum(self.window) / len(self.window)


def zscores(values):
    mu = statistics.fmean(values)
    sd = statistics.pstdev(values)
    return [0.0 if sd == 0 else (v - mu) / sd for v in values]


def main():
    series = defaultdict(list)
    for line in READINGS.strip().splitlines():
        rec = parse_line(line)
        series[rec["sensor"]].append(rec)
    for sensor, recs in series.items():
        print(f"[{sensor}] {len(recs)} readings")
        temps = [r["temp"] for r in recs if not math.isnan(r["temp"])]
        nan_count = sum(math.isnan(r["temp"]) for r in recs)
        roll = Rolling(3)
        smooth = [round(roll.push(t), 2) for t in temps]
        print("  smoothed:", smooth)
        for r, z in zip((r for r in recs if not math.isnan(r["temp"])), zscores(temps)):
            if abs(z) > 1.9:
                print(f"  anomaly at {r['minute'] // 60:02d}:{r['minute'] % 60:02d} temp={r['temp']} z={z:+.2f}")
        gaps = [(a["minute"], b["minute"]) for a, b in zip(recs, recs[1:]) if b["minute"] - a["minute"] > 5]
        print("  gaps:", gaps, "NaNs:", nan_count)
        missing = [r["minute"] for r in recs if "pressure" not in r]
        pressures = [r.get("pressure", math.nan) for r in recs]
        valid = [p for p in pressures if p == p]
        print(f"  pressure min {min(valid):.2f} max {max(valid):.2f} missing at {missing}")
        print(f"  temp range {min(temps)}..{max(temps)} median {statistics.median(temps)}")
        print(f"  quantiles {[round(q, 2) for q in statistics.quantiles(temps, n=4)]}")
    drop = min(series["intake"], key=lambda r: r.get("pressure", 99))
    print("lowest intake pressure:", drop["pressure"], "at minute", drop["minute"])
    print("hypot check:", math.hypot(3, 4), math.isclose(0.1 + 0.2, 0.3))
    return sorted(series)


if __name__ == "__main__":
    main()
