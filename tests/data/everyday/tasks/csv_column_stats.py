DATA = """region,product,units,price
north,widget,12,2.50
south,widget,7,2.50
north,gadget,3,10.00
east,widget,20,2.25
south,gadget,5,9.75
east,gizmo,1,99.99
north,gizmo,2,95.00"""


def main():
    lines = DATA.strip().split("\n")
    header = lines[0].split(",")
    rows = [dict(zip(header, line.split(","))) for line in lines[1:]]
    for r in rows:
        r["units"] = int(r["units"])
        r["price"] = float(r["price"])
        r["revenue"] = r["units"] * r["price"]
    regions = sorted({r["region"] for r in rows})
    for region in regions:
        mine = [r for r in rows if r["region"] == region]
        rev = sum(r["revenue"] for r in mine)
        best = max(mine, key=lambda r: r["revenue"])
        print(f"{region:<6} n={len(mine)} revenue={rev:>8.2f} best={best['product']}")
    units = [r["units"] for r in rows]
    units.sort()
    mid = len(units) // 2
    median = units[mid] if len(units) % 2 else (units[mid - 1] + units[mid]) / 2
    print("median units:", median)
    products = {}
    for r in rows:
        products.setdefault(r["product"], 0)
        products[r["product"]] += r["units"]
    print(sorted(products.items(), key=lambda kv: kv[1]))
    return round(sum(r["revenue"] for r in rows), 2)
