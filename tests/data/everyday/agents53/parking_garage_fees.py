"""Parking garage: entries and exits, fee calculation with caps and a daily report."""
from datetime import datetime
from math import ceil

RATES = {"car": 2.50, "motorcycle": 1.00, "truck": 5.00}
DAILY_CAP = {"car": 20.0, "motorcycle": 8.0, "truck": 40.0}
GRACE_MINUTES = 15

EVENTS = """\
08:02 IN  ABC123 car
08:10 IN  MOTO9 motorcycle
08:45 IN  TRK-77 truck
09:00 OUT MOTO9
09:30 IN  ZZZ999 car
11:59 OUT ABC123
12:05 OUT NOPE1
12:10 IN  ABC123 car
12:20 OUT ABC123
18:45 OUT TRK-77
"""


def fee(kind, minutes):
    if minutes <= GRACE_MINUTES:
        return 0.0
    hours = ceil(minutes / 60)
    return min(DAILY_CAP[kind], hours * RATES[kind])


def main():
    inside = {}
    receipts = []
    warnings = []
    for line in EVENTS.splitlines():
        time_s, action, plate, *rest = line.split()
        t = datetime.strptime(f"2024-06-01 {time_s}", "%Y-%m-%d %H:%M")
        if action == "IN":
            if plate in inside:
                warnings.append(f"{plate} entered twice")
            inside[plate] = (t, rest[0])
        else:
            if plate not in inside:
                warnings.append(f"{time_s}: exit without entry for {plate}")
                continue
            start, kind = inside.pop(plate)
            minutes = int((t - start).total_seconds() // 60)
            receipts.append((plate, kind, minutes, fee(kind, minutes)))
    print(f"{'plate':<8}{'kind':<11}{'stay':>7}{'fee':>8}")
    for plate, kind, minutes, amount in receipts:
        stay = f"{minutes // 60}h{minutes % 60:02d}"
        print(f"{plate:<8}{kind:<11}{stay:>7}{amount:>8.2f}")
    by_kind = {}
    for _, kind, _, amount in receipts:
        by_kind[kind] = by_kind.get(kind, 0.0) + amount
    print("revenue:", {k: f"{v:.2f}" for k, v in sorted(by_kind.items())})
    print("still inside:", [f"{p} since {t:%H:%M}" for p, (t, _) in sorted(inside.items())])
    for w in warnings:
        print("warning:", w)


if __name__ == "__main__":
    main()
