"""Join two CSV tables (orders and customers) with inner and left joins."""
import csv
import io
from collections import defaultdict

CUSTOMERS = """id,name,country
c1,Ada Lovelace,UK
c2,Grace Hopper,US
c3,Linus Torvalds,FI
c4,Margaret Hamilton,US
"""

ORDERS = """order_id,customer_id,amount,status
o-100,c1,120.50,paid
o-101,c2,75.00,paid
o-102,c1,30.25,refunded
o-103,c9,15.00,paid
o-104,c3,220.00,pending
o-105,c2,12.99,paid
"""


def read(text):
    return list(csv.DictReader(io.StringIO(text)))


def index_by(rows, key):
    idx = defaultdict(list)
    for row in rows:
        idx[row[key]].append(row)
    return idx


def left_join(left, right, lkey, rkey):
    idx = index_by(right, rkey)
    empty = {k: None for k in right[0]}
    for row in left:
        matches = idx.get(row[lkey]) or [empty]
        for m in matches:
            yield {**row, **{f"r_{k}": v for k, v in m.items()}}


def main():
    customers, orders = read(CUSTOMERS), read(ORDERS)
    joined = list(left_join(orders, customers, "customer_id", "id"))
    orphans = [r["order_id"] for r in joined if r["r_id"] is None]
    print("orders without customer:", orphans)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["order", "customer", "country", "amount"])
    for r in joined:
        if r["r_id"] and r["status"] != "refunded":
            writer.writerow([r["order_id"], r["r_name"], r["r_country"], f"{float(r['amount']):.2f}"])
    print(out.getvalue(), end="")
    totals = defaultdict(float)
    for r in joined:
        if r["r_country"] and r["status"] == "paid":
            totals[r["r_country"]] += float(r["amount"])
    for country, total in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"{country}: {total:8.2f}")
    by_customer = index_by(orders, "customer_id")
    inactive = [c["name"] for c in customers if c["id"] not in by_customer]
    print("customers without orders:", inactive)


if __name__ == "__main__":
    main()
