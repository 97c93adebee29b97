"""Bill electric-vehicle charging sessions: energy tariff by time of day plus idle fees."""
from datetime import datetime, timedelta, time
from decimal import Decimal, ROUND_HALF_EVEN
from typing import Iterable

PEAK = (time(16, 0), time(21, 0))
RATE_PEAK = Decimal("0.48")
RATE_OFF = Decimal("0.29")
IDLE_FEE_PER_MIN = Decimal("0.40")
IDLE_GRACE = timedelta(minutes=10)
CENT = Decimal("0.01")

SESSIONS = [
    # id, plugged in, charging ended, unplugged, kW average
    ("S-01", "2026-05-04 07:12", "2026-05-04 08:40", "2026-05-04 08:45", "7.2"),
    ("S-02", "2026-05-04 15:20", "2026-05-04 17:05", "2026-05-04 17:50", "11"),
    ("S-03", "2026-05-04 20:30", "2026-05-05 00:15", "2026-05-05 06:55", "6.6"),
    ("S-04", "2026-05-05 16:00", "2026-05-05 16:45", "2026-05-05 16:52", "50"),
    ("S-05", "2026-05-05 12:00", "2026-05-05 11:00", "2026-05-05 13:00", "7"),
]


def minutes(start: datetime, end: datetime) -> Iterable[datetime]:
    t = start
    while t < end:
        yield t
        t += timedelta(minutes=1)


def is_peak(moment: datetime) -> bool:
    return PEAK[0] <= moment.time() < PEAK[1]


def bill(plug: datetime, done: datetime, unplug: datetime, kw: Decimal) -> dict:
    if not plug <= done <= unplug:
        raise ValueError(f"timestamps out of order: {plug:%H:%M} / {done:%H:%M} / {unplug:%H:%M}")
    per_minute = kw / 60
    peak_min = sum(1 for m in minutes(plug, done) if is_peak(m))
    total_min = int((done - plug).total_seconds() // 60)
    off_min = total_min - peak_min
    energy = per_minute * total_min
    cost = per_minute * (peak_min * RATE_PEAK + off_min * RATE_OFF)
    idle = max(unplug - done - IDLE_GRACE, timedelta(0))
    idle_fee = min(IDLE_FEE_PER_MIN * int(idle.total_seconds() // 60), Decimal(30))
    return {
        "kwh": energy.quantize(Decimal("0.001")),
        "peak_min": peak_min,
        "off_min": off_min,
        "energy_cost": cost.quantize(CENT, ROUND_HALF_EVEN),
        "idle": idle,
        "idle_fee": idle_fee.quantize(CENT),
    }


def main():
    fmt = "%Y-%m-%d %H:%M"
    grand = Decimal(0)
    for sid, a, b, c, kw in SESSIONS:
        try:
            row = bill(datetime.strptime(a, fmt), datetime.strptime(b, fmt), datetime.strptime(c, fmt), Decimal(kw))
        except ValueError as exc:
            print(f"{sid}: rejected ({exc})")
            continue
        total = row["energy_cost"] + row["idle_fee"]
        grand += total
        print(f"{sid}: {row['kwh']:>8} kWh  peak {row['peak_min']:>3}m off {row['off_min']:>3}m  "
              f"energy ${row['energy_cost']:>6}  idle {str(row['idle']):>8} ${row['idle_fee']:>5}  = ${total}")
    print(f"total billed: ${grand}")
    print(datetime(2026, 5, 4, 20, 30) + timedelta(hours=3, minutes=45), timedelta(minutes=400))


if __name__ == "__main__":
    main()
