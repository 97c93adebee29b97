"""Summarise a day's orders, importing what each helper needs inside it, as agents often do."""


def parse_orders(text):
    import csv
    import io

    reader = csv.DictReader(io.StringIO(text))
    return [dict(row, qty=int(row["qty"])) for row in reader]


def totals_by_customer(orders):
    from collections import Counter

    totals = Counter()
    for order in orders:
        totals[order["customer"]] += order["qty"]
    return totals


def render(totals):
    import json
    from datetime import date

    stamp = date(2024, 5, 17).isoformat()
    return json.dumps({"date": stamp, "totals": dict(totals.most_common())}, indent=2)


def main():
    import textwrap

    raw = textwrap.dedent(
        """\
        customer,item,qty
        ana,tea,2
        ben,coffee,1
        ana,scone,3
        cleo,tea,4
        """
    )
    orders = parse_orders(raw)
    totals = totals_by_customer(orders)
    print(render(totals))
    import math

    print(f"mean per order: {math.fsum(o['qty'] for o in orders) / len(orders):.2f}")
