import csv
import io
import statistics

DATA = """region,month,revenue,units
north,2026-01,1200.50,10
south,2026-01,980.00,8
north,2026-02,1430.25,12
south,2026-02,1010.75,9
east,2026-02,400.00,3
"""


def load(text):
    reader = csv.DictReader(io.StringIO(text))
    return [{**row, "revenue": float(row["revenue"]), "units": int(row["units"])} for row in reader]


def main():
    rows = load(DATA)
    regions = sorted({r["region"] for r in rows})
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["region", "total", "mean_price", "months"])
    for reg in regions:
        rs = [r for r in rows if r["region"] == reg]
        total = sum(r["revenue"] for r in rs)
        price = statistics.mean(r["revenue"] / r["units"] for r in rs)
        w.writerow([reg, f"{total:.2f}", round(price, 2), len(rs)])
    print(out.getvalue(), end="")
    med = statistics.median(r["revenue"] for r in rows)
    print("median revenue:", med, "stdev:", round(statistics.stdev(r["revenue"] for r in rows), 3))


if __name__ == "__main__":
    main()
