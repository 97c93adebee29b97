"""Compute a time-of-use electricity bill from hourly meter readings with Decimal money."""
from decimal import Decimal, ROUND_HALF_UP
from datetime import datetime, timedelta
from enum import Enum
import random


class Band(Enum):
    OFF_PEAK = "off-peak"
    SHOULDER = "shoulder"
    PEAK = "peak"


RATES = {Band.OFF_PEAK: Decimal("0.1180"), Band.SHOULDER: Decimal("0.2045"), Band.PEAK: Decimal("0.3390")}
DAILY_SUPPLY = Decimal("0.95")
GST = Decimal("0.10")
CENT = Decimal("0.01")


def band_for(ts: datetime) -> Band:
    if ts.weekday() >= 5:
        return Band.OFF_PEAK if ts.hour < 7 or ts.hour >= 22 else Band.SHOULDER
    if 15 <= ts.hour < 21:
        return Band.PEAK
    if 7 <= ts.hour < 15 or 21 <= ts.hour < 22:
        return Band.SHOULDER
    return Band.OFF_PEAK


def readings(start: datetime, days: int, seed: int):
    rng = random.Random(seed)
    ts = start
    for _ in range(days * 24):
        base = 0.25 if ts.hour < 6 else 0.6
        if 17 <= ts.hour <= 20:
            base += 1.1
        kwh = Decimal(str(round(base + rng.uniform(0, 0.4), 3)))
        yield ts, kwh
        ts += timedelta(hours=1)


def money(x: Decimal) -> Decimal:
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def main():
    start = datetime(2024, 2, 1)
    days = 29
    usage = {b: Decimal(0) for b in Band}
    daily_peak = {}
    for ts, kwh in readings(start, days, seed=7):
        b = band_for(ts)
        usage[b] += kwh
        day = ts.date()
        daily_peak[day] = max(daily_peak.get(day, Decimal(0)), kwh)
    print(f"Billing period {start:%d %b} - {start + timedelta(days=days - 1):%d %b %Y} ({days} days)")
    subtotal = Decimal(0)
    for b in Band:
        cost = money(usage[b] * RATES[b])
        subtotal += cost
        print(f"  {b.value:<9} {usage[b]:>9.3f} kWh @ ${RATES[b]}/kWh = ${cost:>7}")
    supply = money(DAILY_SUPPLY * days)
    subtotal += supply
    print(f"  supply    {days} days @ ${DAILY_SUPPLY} = ${supply:>7}")
    gst = money(subtotal * GST)
    total = subtotal + gst
    print(f"  subtotal ${subtotal}  GST ${gst}  TOTAL ${total}")
    total_kwh = sum(usage.values())
    print(f"average cost {money(total / total_kwh * 100)} c/kWh over {total_kwh} kWh")
    peak_day = max(daily_peak, key=daily_peak.get)
    print(f"highest hourly draw {daily_peak[peak_day]} kWh on {peak_day:%a %d}")
    shift = usage[Band.PEAK] * Decimal("0.2")
    saving = money(shift * (RATES[Band.PEAK] - RATES[Band.OFF_PEAK]) * (1 + GST))
    print(f"moving 20% of peak use to off-peak saves ${saving}")


if __name__ == "__main__":
    main()
