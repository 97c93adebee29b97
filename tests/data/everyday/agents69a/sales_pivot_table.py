"""Pivot sales rows into a region x quarter table with totals and share-of-total columns."""
import csv
import io
from collections import defaultdict
from datetime import date

SALES_CSV = """order_id,date,region,rep,amount
1001,2023-01-14,North,Kim,1250.00
1002,2023-02-03,South,Luis,980.50
1003,2023-02-27,North,Kim,310.25
1004,2023-04-09,West,Ada,4200.00
1005,2023-05-21,South,Luis,1530.75
1006,2023-06-30,North,Priya,760.00
1007,2023-07-04,West,Ada,2210.10
1008,2023-08-15,East,Sam,640.00
1009,2023-09-09,South,Omar,1800.00
1010,2023-10-31,East,Sam,3100.40
1011,2023-11-11,North,Priya,95.95
1012,2023-12-24,West,Ada,12500.00
"""


def quarter(d):
    return f"Q{(d.month - 1) // 3 + 1}"


def load(text):
    rows = []
    for r in csv.DictReader(io.StringIO(text)):
        r["date"] = date.fromisoformat(r["date"])
        r["amount"] = float(r["amount"])
        rows.append(r)
    return rows


def pivot(rows, row_key, col_key):
    table = defaultdict(lambda: defaultdict(float))
    for r in rows:
        table[row_key(r)][col_key(r)] += r["amount"]
    return table


def render(table, cols, width=11):
    grand = sum(sum(v.values()) for v in table.values())
    head = f"{'':<8}" + "".join(f"{c:>{width}}" for c in cols) + f"{'Total':>{width + 2}}{'Share':>8}"
    lines = [head, "=" * len(head)]
    col_totals = dict.fromkeys(cols, 0.0)
    for key in sorted(table, key=lambda k: -sum(table[k].values())):
        row = table[key]
        total = sum(row.values())
        cells = ""
        for c in cols:
            col_totals[c] += row.get(c, 0.0)
            cells += f"{row[c]:>{width},.2f}" if c in row else f"{'-':>{width}}"
        lines.append(f"{key:<8}{cells}{total:>{width + 2},.2f}{total / grand:>8.1%}")
    lines.append("-" * len(head))
    lines.append(f"{'Total':<8}" + "".join(f"{col_totals[c]:>{width},.2f}" for c in cols)
                 + f"{grand:>{width + 2},.2f}{1:>8.0%}")
    return "\n".join(lines)


def main():
    rows = load(SALES_CSV)
    quarters = ["Q1", "Q2", "Q3", "Q4"]
    print(render(pivot(rows, lambda r: r["region"], lambda r: quarter(r["date"])), quarters))
    print()
    by_rep = pivot(rows, lambda r: r["rep"], lambda r: "H1" if r["date"].month <= 6 else "H2")
    print(render(by_rep, ["H1", "H2"], width=10))
    best = max(rows, key=lambda r: r["amount"])
    print(f"\nlargest order #{best['order_id']} {best['amount']:,.0f} on {best['date']:%B %d}")
    monthly = defaultdict(float)
    for r in rows:
        monthly[r["date"].strftime("%b")] += r["amount"]
    print("monthly:", ", ".join(f"{m}={v:.0f}" for m, v in monthly.items()))
    return round(sum(r["amount"] for r in rows), 2)


if __name__ == "__main__":
    main()
