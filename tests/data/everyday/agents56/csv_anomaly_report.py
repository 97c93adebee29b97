"""Scan a CSV of daily metrics and report anomalies by z-score and by sudden jumps."""
import csv
import io
import statistics
from collections import defaultdict

DATA = """date,region,orders,revenue
2024-05-01,north,120,3600.50
2024-05-01,south,98,2890.00
2024-05-02,north,118,3550.25
2024-05-02,south,101,2975.10
2024-05-03,north,125,3790.00
2024-05-03,south,97,2810.75
2024-05-04,north,119,3580.00
2024-05-04,south,240,7400.00
2024-05-05,north,,3600.00
2024-05-05,south,99,2901.20
2024-05-06,north,121,360.00
2024-05-06,south,100,2950.00
2024-05-07,north,123,3700.00
2024-05-07,south,n/a,2999.99
"""

Z_LIMIT = 1.8
JUMP_LIMIT = 0.5


def parse_rows(text):
    problems = []
    series = defaultdict(list)
    for lineno, row in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        try:
            orders = int(row["orders"])
            revenue = float(row["revenue"])
        except ValueError as exc:
            problems.append((lineno, row["region"], f"unparseable: {exc}"))
            continue
        series[row["region"]].append((row["date"], orders, revenue))
    return series, problems


def zscore_outliers(points, index, label):
    values = [p[index] for p in points]
    mean = statistics.mean(values)
    stdev = statistics.stdev(values)
    for p in points:
        z = (p[index] - mean) / stdev if stdev else 0.0
        if abs(z) > Z_LIMIT:
            yield p[0], label, f"z={z:+.2f} (value {p[index]:,}, mean {mean:,.1f})"


def jumps(points, index, label):
    for prev, cur in zip(points, points[1:]):
        if prev[index] == 0:
            continue
        change = (cur[index] - prev[index]) / prev[index]
        if abs(change) > JUMP_LIMIT:
            yield cur[0], label, f"jump {change:+.0%} vs {prev[0]}"


def main():
    series, problems = parse_rows(DATA)
    findings = []
    for region, points in sorted(series.items()):
        for index, label in ((1, "orders"), (2, "revenue")):
            for date, what, detail in zscore_outliers(points, index, label):
                findings.append((date, region, what, detail))
            for date, what, detail in jumps(points, index, label):
                findings.append((date, region, what, detail))
    findings.sort(key=lambda f: (f[0], f[1], f[2], f[3]))
    print(f"{'date':<11}{'region':<7}{'metric':<9}detail")
    for date, region, what, detail in findings:
        print(f"{date:<11}{region:<7}{what:<9}{detail}")
    print("\nrows skipped:")
    for lineno, region, why in problems:
        print(f"  line {lineno} ({region}): {why}")
    per_region = {r: round(statistics.median(p[2] for p in pts), 2) for r, pts in series.items()}
    print("median revenue:", per_region)


if __name__ == "__main__":
    main()
