import csv
import io
from itertools import groupby
from operator import itemgetter

WIDE = """region,product,2021,2022,2023
North,Widget,120,135,150
North,Gadget,80,,95
South,Widget,200,210,190
South,Gadget,60,75,n/a
East,Widget,,40,55
"""


def melt(text, id_cols):
    reader = csv.DictReader(io.StringIO(text))
    value_cols = [c for c in reader.fieldnames if c not in id_cols]
    rows, problems = [], []
    for line_no, row in enumerate(reader, start=2):
        for col in value_cols:
            raw = row[col].strip()
            if raw == "":
                continue
            try:
                value = int(raw)
            except ValueError:
                problems.append((line_no, col, raw))
                continue
            rows.append({**{k: row[k] for k in id_cols}, "year": int(col), "units": value})
    return rows, problems


def main():
    rows, problems = melt(WIDE, ["region", "product"])
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=["region", "product", "year", "units"], lineterminator="\n")
    writer.writeheader()
    writer.writerows(sorted(rows, key=itemgetter("year", "region", "product")))
    print(out.getvalue(), end="")
    for line_no, col, raw in problems:
        print(f"skipped line {line_no} column {col}: {raw!r}")
    rows.sort(key=itemgetter("product", "year"))
    for (product, year), group in groupby(rows, key=itemgetter("product", "year")):
        units = [r["units"] for r in group]
        print(f"{product:<7}{year} total={sum(units):>4} regions={len(units)}")
    growth = {}
    for r in rows:
        growth.setdefault((r["region"], r["product"]), {})[r["year"]] = r["units"]
    for key, years in sorted(growth.items()):
        first, last = min(years), max(years)
        if first == last:
            continue
        pct = (years[last] - years[first]) / years[first]
        print("{0[0]}/{0[1]}: {1:+.1%} over {2} years".format(key, pct, last - first))


if __name__ == "__main__":
    main()
