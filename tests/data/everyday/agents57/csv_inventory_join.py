"""Left-join product and stock CSVs from strings and write a reorder CSV."""
import csv
import io
from collections import defaultdict

PRODUCTS = '''sku,name,category,reorder_level
P-001,Blue pen,stationery,50
P-002,"Notebook, A5",stationery,20
P-003,Stapler,office,5
P-004,Desk lamp,office,3
P-005,"Cable ""USB-C""",electronics,10
'''

STOCK = """sku;warehouse;qty
P-001;north;30
P-001;south;12
P-002;north;25
P-004;south;1
P-005;north;4
P-005;south;3
P-009;north;100
"""


def read_products(text):
    return {row["sku"]: row for row in csv.DictReader(io.StringIO(text))}


def read_stock(text):
    totals = defaultdict(int)
    by_wh = defaultdict(dict)
    for row in csv.DictReader(io.StringIO(text), delimiter=";"):
        totals[row["sku"]] += int(row["qty"])
        by_wh[row["sku"]][row["warehouse"]] = int(row["qty"])
    return totals, by_wh


def main():
    products = read_products(PRODUCTS)
    totals, by_wh = read_stock(STOCK)
    orphans = sorted(set(totals) - set(products))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["sku", "name", "on_hand", "reorder_level", "order_qty", "warehouses"])
    by_category = defaultdict(lambda: [0, 0])
    for sku, p in sorted(products.items()):
        on_hand = totals.get(sku, 0)
        level = int(p["reorder_level"])
        order = max(0, 2 * level - on_hand) if on_hand < level else 0
        wh = "/".join(f"{w}:{q}" for w, q in sorted(by_wh[sku].items())) or "-"
        writer.writerow([sku, p["name"], on_hand, level, order, wh])
        by_category[p["category"]][0] += on_hand
        by_category[p["category"]][1] += order
    print(out.getvalue(), end="")
    print("orphan stock rows:", orphans)
    for cat, (hand, order) in sorted(by_category.items()):
        print(f"{cat:<12} on hand {hand:>4}  to order {order:>4}")
    back = list(csv.reader(io.StringIO(out.getvalue())))
    print(len(back) - 1, "rows;", "quoted name survives:", back[5][1])
    dw = io.StringIO()
    w = csv.DictWriter(dw, fieldnames=["sku", "qty"], extrasaction="ignore", lineterminator="\n")
    w.writeheader()
    w.writerows({"sku": s, "qty": q, "note": "x"} for s, q in sorted(totals.items()))
    print(dw.getvalue().splitlines()[:3])


if __name__ == "__main__":
    main()
