import calendar
import csv
import io
import statistics
from collections import defaultdict

DATA = """date,station,tmax,tmin,precip_mm
2023-01-04,KOR,3.1,-4.2,0.0
2023-01-11,KOR,1.4,-6.8,2.5
2023-01-19,KOR,5.0,-1.1,11.2
2023-01-27,KOR,-0.5,-9.3,0.0
2023-02-03,KOR,4.2,-3.0,4.1
2023-02-14,KOR,7.9,0.4,0.0
2023-02-22,KOR,6.3,-0.2,7.7
2023-03-02,KOR,10.5,2.2,0.4
2023-03-15,KOR,12.8,3.9,15.0
2023-03-23,KOR,9.1,1.0,3.3
2023-03-30,KOR,14.6,5.5,0.0
2023-04-06,KOR,16.0,6.1,1.2
2023-04-18,KOR,,7.4,0.0
2023-04-25,KOR,19.3,8.8,22.9
"""


def main():
    months = defaultdict(lambda: {"tmax": [], "tmin": [], "rain": []})
    missing = 0
    for row in csv.DictReader(io.StringIO(DATA)):
        month = int(row["date"][5:7])
        bucket = months[month]
        if row["tmax"]:
            bucket["tmax"].append(float(row["tmax"]))
        else:
            missing += 1
        bucket["tmin"].append(float(row["tmin"]))
        bucket["rain"].append(float(row["precip_mm"]))
    header = f"{'Month':<6}{'n':>3}{'avg max':>9}{'avg min':>9}{'range':>7}{'med rain':>10}{'wet days':>9}"
    print(header)
    print("=" * len(header))
    all_max = []
    for month in sorted(months):
        b = months[month]
        all_max += b["tmax"]
        avg_max = statistics.fmean(b["tmax"])
        avg_min = statistics.fmean(b["tmin"])
        wet = sum(1 for r in b["rain"] if r >= 1.0)
        print(f"{calendar.month_abbr[month]:<6}{len(b['tmin']):>3}{avg_max:>9.1f}{avg_min:>9.1f}"
              f"{max(b['tmax']) - min(b['tmin']):>7.1f}{statistics.median(b['rain']):>10.2f}{wet:>9}")
    print("=" * len(header))
    q1, q2, q3 = statistics.quantiles(all_max, n=4)
    print(f"tmax quartiles: {q1:.2f} / {q2:.2f} / {q3:.2f}")
    print(f"tmax pstdev: {statistics.pstdev(all_max):.3f}, stdev: {statistics.stdev(all_max):.3f}")
    deciles = statistics.quantiles(all_max, n=10, method="inclusive")
    print("deciles:", " ".join(f"{d:.1f}" for d in deciles))
    rain_total = {calendar.month_name[m]: round(sum(b["rain"]), 1) for m, b in months.items()}
    print("wettest:", max(rain_total, key=rain_total.get), rain_total)
    print(f"missing tmax readings: {missing}")
    print(f"mode of wet-day flags: {statistics.mode(r >= 1.0 for b in months.values() for r in b['rain'])}")


if __name__ == "__main__":
    main()
