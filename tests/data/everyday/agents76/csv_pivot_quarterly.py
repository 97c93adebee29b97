"""Pivot sales rows into a region x quarter table with Decimal totals and write CSV."""
import csv
import io
from collections import defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

SALES = """\
order_id,date,region,rep,amount
1001,2026-01-14,North,Ann,1200.50
1002,2026-02-03,South,Bo,310.00
1003,2026-03-29,North,Cy,99.99
1004,2026-04-01,East,Ann,2400.00
1005,2026-05-17,South,Bo,75.25
1006,2026-06-30,North,Ann,610.10
1007,2026-07-04,East,Dee,1500.00
1008,2026-09-11,South,Cy,820.40
1009,2026-10-10,North,Dee,45.00
1010,2026-12-24,East,Bo,3333.33
1011,2026-12-31,South,Ann,12.00
"""

CENT = Decimal("0.01")


def quarter_of(d: date) -> str:
    return f"Q{(d.month - 1) // 3 + 1}"


def main():
    reader = csv.DictReader(io.StringIO(SALES))
    pivot: dict[str, dict[str, Decimal]] = defaultdict(lambda: defaultdict(Decimal))
    reps: dict[str, Decimal] = defaultdict(Decimal)
    for row in reader:
        d = date.fromisoformat(row["date"])
        amount = Decimal(row["amount"])
        pivot[row["region"]][quarter_of(d)] += amount
        reps[row["rep"]] += amount
    quarters = ["Q1", "Q2", "Q3", "Q4"]
    header = f"{'Region':<8}" + "".join(f"{q:>10}" for q in quarters) + f"{'Total':>11}"
    print(header)
    print("-" * len(header))
    col_totals = defaultdict(Decimal)
    for region in sorted(pivot):
        cells = pivot[region]
        total = sum(cells.values(), Decimal(0))
        for q in quarters:
            col_totals[q] += cells[q]
        print(f"{region:<8}" + "".join(f"{cells[q]:>10,.2f}" for q in quarters) + f"{total:>11,.2f}")
    grand = sum(col_totals.values(), Decimal(0))
    print(f"{'All':<8}" + "".join(f"{col_totals[q]:>10,.2f}" for q in quarters) + f"{grand:>11,.2f}")

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["rep", "total", "share_pct"])
    for rep, amount in sorted(reps.items(), key=lambda kv: kv[1], reverse=True):
        share = (amount / grand * 100).quantize(CENT, rounding=ROUND_HALF_UP)
        writer.writerow([rep, amount, share])
    print(out.getvalue(), end="")
    return str(grand)


if __name__ == "__main__":
    main()
