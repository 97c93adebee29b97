"""Aggregate weather station readings: daily min/max/mean, missing data, wind rose."""
import statistics
from itertools import groupby
from operator import itemgetter

READINGS = [
    ("2024-07-01 00:00", 18.2, 3.1, "N"), ("2024-07-01 06:00", 16.9, 2.4, "NE"),
    ("2024-07-01 12:00", 27.5, 5.6, "E"), ("2024-07-01 18:00", 24.1, None, "E"),
    ("2024-07-02 00:00", None, 1.2, "S"), ("2024-07-02 06:00", 17.4, 0.8, "S"),
    ("2024-07-02 12:00", 29.9, 7.9, "SW"), ("2024-07-02 18:00", 25.0, 6.6, "W"),
    ("2024-07-03 00:00", 19.3, 4.0, "NW"), ("2024-07-03 12:00", 31.2, 9.4, "W"),
]

COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


def day_of(row):
    return row[0].split()[0]


def main():
    print(f"{'day':<11}{'min':>6}{'max':>6}{'mean':>7}{'wind':>6} gaps")
    for day, rows in groupby(READINGS, key=day_of):
        rows = list(rows)
        temps = [r[1] for r in rows if r[1] is not None]
        winds = [r[2] for r in rows if r[2] is not None]
        gaps = sum(1 for r in rows if None in r) + (4 - len(rows))
        print(f"{day:<11}{min(temps):>6.1f}{max(temps):>6.1f}{statistics.fmean(temps):>7.2f}"
              f"{max(winds):>6.1f} {gaps}")
    rose = {d: 0 for d in COMPASS}
    for _, _, _, direction in READINGS:
        rose[direction] += 1
    print("wind rose:")
    for d in COMPASS:
        print(f"  {d:>2} {'*' * rose[d]}")
    all_temps = list(filter(None, map(itemgetter(1), READINGS)))
    print(f"stdev {statistics.stdev(all_temps):.3f}, median {statistics.median(all_temps)}")
    hottest = max((r for r in READINGS if r[1] is not None), key=itemgetter(1))
    print("hottest reading:", hottest[0], hottest[1])


if __name__ == "__main__":
    main()
