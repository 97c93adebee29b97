"""Summarise fleet fuel logs: per-vehicle efficiency, outliers and monthly spend."""
import statistics
from collections import defaultdict
from datetime import date

LOG = [
    # vehicle, date, odometer_km, litres, price_per_litre
    ("VAN-1", "2024-01-03", 10200, 0, 0),
    ("VAN-1", "2024-01-15", 10850, 58.2, 1.72),
    ("VAN-1", "2024-02-02", 11490, 60.1, 1.69),
    ("VAN-1", "2024-02-20", 12100, 71.9, 1.75),
    ("CAR-7", "2024-01-05", 50500, 0, 0),
    ("CAR-7", "2024-01-20", 51120, 38.0, 1.70),
    ("CAR-7", "2024-02-11", 51800, 41.3, 1.68),
    ("TRK-2", "2024-01-02", 88000, 0, 0),
    ("TRK-2", "2024-01-18", 88900, 210.0, 1.65),
    ("TRK-2", "2024-02-25", 89750, 199.5, 1.71),
]


def parse(rows):
    for vid, day, odo, litres, price in rows:
        yield vid, date.fromisoformat(day), odo, litres, price


def efficiency(entries):
    """Litres per 100 km for each fill after the first."""
    result = []
    for prev, cur in zip(entries, entries[1:]):
        km = cur[2] - prev[2]
        result.append(round(cur[3] / km * 100, 2))
    return result


def main():
    by_vehicle = defaultdict(list)
    spend = defaultdict(float)
    for vid, day, odo, litres, price in parse(LOG):
        by_vehicle[vid].append((vid, day, odo, litres, price))
        spend[day.strftime("%Y-%m")] += litres * price
    print(f"{'vehicle':<8}{'km':>6}{'L/100km':>9}{'stdev':>7}  trend")
    fleet = []
    for vid in sorted(by_vehicle):
        entries = sorted(by_vehicle[vid], key=lambda e: e[1])
        eff = efficiency(entries)
        fleet.extend(eff)
        km = entries[-1][2] - entries[0][2]
        sd = statistics.stdev(eff) if len(eff) > 1 else 0.0
        trend = "worse" if eff[-1] > eff[0] else "better" if eff[-1] < eff[0] else "flat"
        print(f"{vid:<8}{km:>6}{statistics.mean(eff):>9.2f}{sd:>7.2f}  {trend}")
    median = statistics.median(fleet)
    print(f"fleet median {median:.2f} L/100km; outliers:",
          [e for e in fleet if abs(e - median) > 10])
    for month, amount in sorted(spend.items()):
        print(f"{month}: {amount:>9,.2f} EUR")
    print("total:", f"{sum(spend.values()):.2f}")


if __name__ == "__main__":
    main()
