import csv
import io
import statistics
from datetime import date

DATA = """date,station,tmin_c,tmax_c,precip_mm
2024-01-01,OSL,-8.2,-1.0,0.0
2024-01-02,OSL,-12.5,-4.1,2.3
2024-01-03,OSL,-3.0,1.8,5.1
2024-01-01,BER,-1.5,4.2,0.0
2024-01-02,BER,0.3,6.0,1.2
2024-01-03,BER,2.1,8.8,
2024-07-01,OSL,12.4,24.9,0.0
2024-07-02,OSL,14.0,27.3,0.4
2024-07-01,BER,16.2,31.5,0.0
2024-07-02,BER,18.9,33.0,12.7
"""

BASE_C = 18.0


def degree_days(tmin: float, tmax: float) -> tuple[float, float]:
    avg = (tmin + tmax) / 2
    return max(0.0, BASE_C - avg), max(0.0, avg - BASE_C)


def main():
    rows = list(csv.DictReader(io.StringIO(DATA)))
    stations = sorted({r["station"] for r in rows})
    report = {}
    for st in stations:
        mine = [r for r in rows if r["station"] == st]
        hdd = cdd = 0.0
        precip = []
        missing = 0
        ranges = []
        for r in mine:
            lo, hi = float(r["tmin_c"]), float(r["tmax_c"])
            h, c = degree_days(lo, hi)
            hdd += h
            cdd += c
            ranges.append(hi - lo)
            if r["precip_mm"]:
                precip.append(float(r["precip_mm"]))
            else:
                missing += 1
        report[st] = (hdd, cdd, precip, missing, ranges)

    print(f"{'station':<8}{'HDD':>8}{'CDD':>8}{'rain':>8}{'wet days':>9}{'range sd':>9}")
    for st, (hdd, cdd, precip, missing, ranges) in report.items():
        wet = sum(p > 1.0 for p in precip)
        print(f"{st:<8}{hdd:>8.1f}{cdd:>8.1f}{sum(precip):>8.1f}{wet:>9d}{statistics.pstdev(ranges):>9.2f}"
              + (f"  ({missing} missing)" if missing else ""))
    coldest = min(rows, key=lambda r: float(r["tmin_c"]))
    hottest = max(rows, key=lambda r: float(r["tmax_c"]))
    print(f"coldest: {coldest['station']} {date.fromisoformat(coldest['date']):%d %b} {float(coldest['tmin_c']):+.1f}°C")
    print(f"hottest: {hottest['station']} {date.fromisoformat(hottest['date']):%d %b} {float(hottest['tmax_c']):+.1f}°C")
    by_month = {}
    for r in rows:
        m = date.fromisoformat(r["date"]).month
        by_month.setdefault(m, []).append((float(r["tmin_c"]) + float(r["tmax_c"])) / 2)
    for m, temps in sorted(by_month.items()):
        print(f"month {m:02d}: mean {statistics.fmean(temps):6.2f} median {statistics.median(temps):6.2f}")
    q = statistics.quantiles([float(r["tmax_c"]) for r in rows], n=4)
    print("tmax quartiles:", [round(x, 2) for x in q])
    return report["OSL"][0]


if __name__ == "__main__":
    main()
