"""Pivot monthly sales rows into a region x month table with row and column totals."""
import csv
import io
from collections import defaultdict

RAW = """region,month,rep,amount
North,2024-01,kim,1200.50
South,2024-01,lee,980.00
North,2024-02,kim,1320.25
East,2024-01,ana,450.75
South,2024-02,raj,1100.00
East,2024-03,ana,610.00
North,2024-03,sam,1500.00
South,2024-03,lee,875.40
East,2024-02,bo,300.00
North,2024-01,sam,220.00
"""


def load(text):
    reader = csv.DictReader(io.StringIO(text))
    for row in reader:
        row["amount"] = float(row["amount"])
        yield row


def pivot(rows, row_key, col_key, value_key):
    table = defaultdict(lambda: defaultdict(float))
    cols = set()
    for r in rows:
        table[r[row_key]][r[col_key]] += r[value_key]
        cols.add(r[col_key])
    return table, sorted(cols)


def render(table, cols):
    width = 11
    header = f"{'region':<8}" + "".join(f"{c:>{width}}" for c in cols) + f"{'total':>{width}}"
    lines = [header, "-" * len(header)]
    col_totals = dict.fromkeys(cols, 0.0)
    for region in sorted(table):
        cells = table[region]
        total = sum(cells.values())
        for c in cols:
            col_totals[c] += cells.get(c, 0.0)
        lines.append(f"{region:<8}" + "".join(f"{cells.get(c, 0):>{width},.2f}" for c in cols) + f"{total:>{width},.2f}")
    lines.append("-" * len(header))
    grand = sum(col_totals.values())
    lines.append(f"{'total':<8}" + "".join(f"{col_totals[c]:>{width},.2f}" for c in cols) + f"{grand:>{width},.2f}")
    return "\n".join(lines)


def main():
    rows = list(load(RAW))
    table, cols = pivot(rows, "region", "month", "amount")
    print(render(table, cols))
    best = max(table, key=lambda r: sum(table[r].values()))
    print(f"\nbest region: {best}")
    by_rep = defaultdict(list)
    for r in rows:
        by_rep[r["rep"]].append(r["amount"])
    for rep, amounts in sorted(by_rep.items(), key=lambda kv: -sum(kv[1])):
        print(f"  {rep:<4} n={len(amounts)} sum={sum(amounts):9.2f} max={max(amounts):8.2f}")


if __name__ == "__main__":
    main()
