"""Build a monthly sales report from CSV text with per-region totals and a markdown table."""
import csv
import io
from collections import defaultdict

DATA = """region,month,product,units,unit_price
North,2024-01,Widget,10,2.50
North,2024-01,Gadget,3,10.00
South,2024-01,Widget,7,2.50
North,2024-02,Widget,12,2.50
South,2024-02,Gizmo,4,7.25
East,2024-02,Gadget,1,10.00
South,2024-02,Widget,0,2.50
East,2024-01,Gizmo,9,7.25
"""


def load_rows(text):
    reader = csv.DictReader(io.StringIO(text))
    rows = []
    for row in reader:
        row["units"] = int(row["units"])
        row["unit_price"] = float(row["unit_price"])
        row["revenue"] = row["units"] * row["unit_price"]
        rows.append(row)
    return rows


def pivot(rows):
    table = defaultdict(lambda: defaultdict(float))
    months = set()
    for r in rows:
        table[r["region"]][r["month"]] += r["revenue"]
        months.add(r["month"])
    return table, sorted(months)


def markdown(table, months):
    header = "| Region | " + " | ".join(months) + " | Total |"
    sep = "|" + "---|" * (len(months) + 2)
    lines = [header, sep]
    for region in sorted(table):
        cells = [table[region].get(m, 0.0) for m in months]
        total = sum(cells)
        lines.append(f"| {region} | " + " | ".join(f"{c:,.2f}" for c in cells) + f" | {total:,.2f} |")
    return "\n".join(lines)


def main():
    rows = load_rows(DATA)
    zero = [r for r in rows if r["units"] == 0]
    print(f"{len(rows)} rows, {len(zero)} with zero units")
    table, months = pivot(rows)
    print(markdown(table, months))
    best = max(rows, key=lambda r: r["revenue"])
    print(f"best line: {best['region']} {best['product']} {best['revenue']:.2f}")
    by_product = defaultdict(int)
    for r in rows:
        by_product[r["product"]] += r["units"]
    print(", ".join(f"{p}={u}" for p, u in sorted(by_product.items(), key=lambda x: -x[1])))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["product", "units"])
    for p in sorted(by_product):
        writer.writerow([p, by_product[p]])
    print(out.getvalue(), end="")


if __name__ == "__main__":
    main()
