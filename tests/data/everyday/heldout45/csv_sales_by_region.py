DATA = """region,rep,month,units,price
North,Alice,Jan,12,9.99
South,Bob,Jan,7,19.50
North,Alice,Feb,3,9.99
East,Cara,Jan,20,4.25
South,Dan,Feb,11,19.50
East,Cara,Feb,abc,4.25
North,Eve,Feb,9,12.00
"""


def read_rows(text):
    lines = text.strip().splitlines()
    header = lines[0].split(",")
    rows = []
    for raw in lines[1:]:
        values = raw.split(",")
        row = dict(zip(header, values))
        try:
            row["units"] = int(row["units"])
            row["price"] = float(row["price"])
        except ValueError as err:
            print("skip:", raw, "->", err)
            continue
        rows.append(row)
    return rows


def main():
    rows = read_rows(DATA)
    totals = {}
    reps = {}
    for row in rows:
        revenue = row["units"] * row["price"]
        totals[row["region"]] = totals.get(row["region"], 0.0) + revenue
        reps.setdefault(row["region"], set()).add(row["rep"])
    grand = sum(totals.values())
    print(f"{'Region':<8}{'Revenue':>12}{'Share':>8}  Reps")
    for region, revenue in sorted(totals.items(), key=lambda kv: kv[1], reverse=True):
        print(f"{region:<8}{revenue:>12,.2f}{revenue / grand:>8.1%}  {', '.join(sorted(reps[region]))}")
    print(f"{'TOTAL':<8}{grand:>12,.2f}")
    best = max(rows, key=lambda r: r["units"] * r["price"])
    print("best sale: %(rep)s in %(month)s (%(units)d units)" % best)
    return round(grand, 2)


if __name__ == "__main__":
    main()
