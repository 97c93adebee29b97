from decimal import Decimal, ROUND_CEILING, ROUND_HALF_EVEN
from datetime import datetime, time
from collections import defaultdict
import math

CDRS = """\
2024-02-01 08:15:10|+4420700001|+4420799999|00:03:25
2024-02-01 12:40:00|+4420700001|+33144556677|00:12:01
2024-02-01 19:05:42|+4420700002|+4420799999|00:00:09
2024-02-02 07:59:59|+4420700002|+14155550100|00:45:00
2024-02-03 10:00:00|+4420700001|+4420799999|01:02:30
2024-02-03 23:30:00|+4420700002|+33144556677|00:20:00
"""

RATES = {  # per started minute
    ("domestic", "peak"): Decimal("0.045"),
    ("domestic", "offpeak"): Decimal("0.020"),
    ("international", "peak"): Decimal("0.310"),
    ("international", "offpeak"): Decimal("0.190"),
}
PEAK_START, PEAK_END = time(8, 0), time(18, 0)
CONNECTION_FEE = Decimal("0.05")


def classify(start: datetime, callee: str) -> tuple[str, str]:
    zone = "domestic" if callee.startswith("+44") else "international"
    weekday = start.weekday() < 5
    band = "peak" if weekday and PEAK_START <= start.time() < PEAK_END else "offpeak"
    return zone, band


def rate_call(line: str):
    stamp, caller, callee, dur = line.split("|")
    start = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S")
    h, m, s = map(int, dur.split(":"))
    seconds = h * 3600 + m * 60 + s
    minutes = math.ceil(seconds / 60)
    zone, band = classify(start, callee)
    cost = CONNECTION_FEE + RATES[zone, band] * minutes
    return caller, start, callee, seconds, minutes, zone, band, cost.quantize(Decimal("0.01"), ROUND_CEILING)


def main():
    bills = defaultdict(list)
    for line in CDRS.splitlines():
        rated = rate_call(line)
        bills[rated[0]].append(rated)
    grand = Decimal(0)
    for caller in sorted(bills):
        print(f"Statement for {caller}")
        subtotal = Decimal(0)
        for _, start, callee, secs, mins, zone, band, cost in bills[caller]:
            print(f"  {start:%a %d %H:%M}  {callee:<14} {secs:>5}s {mins:>3}m {zone[:4]}/{band:<7} {cost:>7}")
            subtotal += cost
        vat = (subtotal * Decimal("0.20")).quantize(Decimal("0.01"), ROUND_HALF_EVEN)
        print(f"  {'subtotal':>52} {subtotal:>7}")
        print(f"  {'VAT 20%':>52} {vat:>7}")
        print(f"  {'total':>52} {subtotal + vat:>7}")
        grand += subtotal + vat
    print(f"grand total: £{grand:,}")
    minutes_by_zone = defaultdict(int)
    for calls in bills.values():
        for c in calls:
            minutes_by_zone[c[5]] += c[4]
    print(sorted(minutes_by_zone.items()))


if __name__ == "__main__":
    main()
