DATA = """region,product,units,price
north,widget,10,2.50
south,widget,4,2.50
north,gadget,3,10.00
east,widget,7,2.45
south,gizmo,12,1.10
east,gadget,1,9.99"""


def rows(text):
    lines = text.strip().split("\n")
    header = lines[0].split(",")
    for line in lines[1:]:
        yield dict(zip(header, line.split(",")))


def main():
    totals = {}
    units = {}
    for row in rows(DATA):
        revenue = int(row["units"]) * float(row["price"])
        totals[row["region"]] = totals.get(row["region"], 0.0) + revenue
        units[row["product"]] = units.get(row["product"], 0) + int(row["units"])
    print(f"{'region':<8}|{'revenue':>10}")
    print("-" * 19)
    for region, amount in sorted(totals.items(), key=lambda kv: kv[1], reverse=True):
        print(f"{region:<8}|{amount:>10.2f}")
    best = max(units, key=units.get)
    print(f"best seller: {best} ({units[best]} units)")
    share = {p: round(100 * n / sum(units.values()), 1) for p, n in units.items()}
    print(share)
    return round(sum(totals.values()), 2)
