import csv
import io
from collections import namedtuple
from typing import NamedTuple
from statistics import mean

CSV_TEXT = '''sensor id,location,reading (C),battery %,last seen
T-01,Greenhouse A,21.4,88,2024-05-01 10:00
T-02,Greenhouse A,22.9,15,2024-05-01 10:02
T-03,"Barn, north wall",14.2,67,2024-05-01 09:58
T-04,Cold store,-18.6,92,2024-05-01 10:01
T-05,Cold store,-12.1,9,2024-04-30 22:15
T-06,Barn, south wall,15.0,71,2024-05-01 10:00
'''


class Alert(NamedTuple):
    sensor: str
    kind: str
    detail: str = ""


def main():
    reader = csv.reader(io.StringIO(CSV_TEXT))
    header = next(reader)
    Row = namedtuple("Row", header, rename=True)
    print("fields:", Row._fields)
    clean = namedtuple("Reading", "sensor_id location temp battery last_seen")
    readings, bad = [], []
    for lineno, raw in enumerate(reader, start=2):
        if len(raw) != len(header):
            bad.append((lineno, len(raw)))
            continue
        row = Row(*raw)
        readings.append(clean(row[0], row[1], float(row[2]), int(row[3]), row[4]))
    print("bad lines (line, columns):", bad)

    alerts = []
    for r in readings:
        if r.battery < 20:
            alerts.append(Alert(r.sensor_id, "battery", f"{r.battery}%"))
        if r.location == "Cold store" and r.temp > -15:
            alerts.append(Alert(r.sensor_id, "too warm", f"{r.temp:+.1f}C"))
        if not r.last_seen.startswith("2024-05-01"):
            alerts.append(Alert(r.sensor_id, "stale"))
    for a in alerts:
        print(f"ALERT {a.sensor:<5} {a.kind:<9} {a.detail}")

    by_loc = {}
    for r in readings:
        by_loc.setdefault(r.location, []).append(r.temp)
    for loc, temps in by_loc.items():
        print(f"{loc:<18} n={len(temps)} mean={mean(temps):6.2f} range={min(temps)}..{max(temps)}")

    fixed = readings[1]._replace(battery=100)
    print("after battery swap:", fixed)
    print("as dict:", dict(fixed._asdict()))
    made = clean._make(["T-99", "Lab", 20.0, 50, "n/a"])
    print(made, made == ("T-99", "Lab", 20.0, 50, "n/a"))
    sensor, *_, seen = made
    print(sensor, seen, Alert._field_defaults, Alert("x", "y"))

    out = io.StringIO()
    w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
    w.writerow(clean._fields)
    w.writerows(r for r in readings if r.temp > 0)
    print(out.getvalue(), end="")
    return len(alerts)


if __name__ == "__main__":
    main()
