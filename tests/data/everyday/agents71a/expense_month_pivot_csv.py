import csv, io
from collections import defaultdict
from datetime import date
from decimal import Decimal

RAW = """date,category,amount,memo
2024-01-03,Travel,120.40,taxi airport
2024-01-15,Meals,45.10,team lunch
2024-01-20,Software,19.99,editor license
2024-02-02,Travel,310.00,train tickets
2024-02-14,Meals,88.75,client dinner
2024-02-28,Meals,12.30,coffee
2024-03-01,Software,19.99,editor license
2024-03-09,Office,64.20,"paper, toner"
2024-03-22,Travel,75.00,parking
2024-03-30,Meals,23.45,
"""

rows = list(csv.DictReader(io.StringIO(RAW)))
pivot = defaultdict(lambda: defaultdict(Decimal))
months = []
for r in rows:
    m = date.fromisoformat(r["date"]).strftime("%Y-%m")
    if m not in months:
        months.append(m)
    pivot[r["category"]][m] += Decimal(r["amount"])

cats = sorted(pivot)


def main():
    out = io.StringIO()
    w = csv.writer(out, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
    w.writerow(["category", *months, "total"])
    col_totals = dict.fromkeys(months, Decimal(0))
    for c in cats:
        vals = [pivot[c][m] for m in months]
        for m, v in zip(months, vals):
            col_totals[m] += v
        w.writerow([c, *(f"{v:.2f}" for v in vals), f"{sum(vals):.2f}"])
    w.writerow(["TOTAL", *(f"{col_totals[m]:.2f}" for m in months), f"{sum(col_totals.values()):.2f}"])
    text = out.getvalue()
    print(text)

    # pretty version of the same csv
    table = list(csv.reader(io.StringIO(text)))
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    for n, row in enumerate(table):
        print("  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)))
        if n == 0 or n == len(table) - 2:
            print("  ".join("-" * w for w in widths))

    memos = [r["memo"] for r in rows if "," in r["memo"] or not r["memo"]]
    print("\nspecial memos:", memos)
    top = max(((c, m, pivot[c][m]) for c in cats for m in months), key=lambda t: t[2])
    print("largest cell: %s in %s = %s" % top)
    dw = csv.DictWriter(out2 := io.StringIO(), fieldnames=["month", "count"], lineterminator="\n")
    dw.writeheader()
    dw.writerows({"month": m, "count": sum(1 for r in rows if r["date"].startswith(m))} for m in months)
    print(out2.getvalue().strip())
    return str(sum(col_totals.values()))


if __name__ == "__main__":
    main()
