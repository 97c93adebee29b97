"""Compare yesterday's and today's inventory CSV exports and write a change CSV."""
import csv
import io

YESTERDAY = """sku,name,qty,price
A-100,Widget,40,2.50
A-101,Gadget,12,10.00
B-200,Sprocket,0,0.75
C-300,Doohickey,7,15.25
D-400,Thingamajig,3,99.99
"""

TODAY = """sku,name,qty,price
A-100,Widget,35,2.50
A-101,Gadget,12,11.00
B-200,Sprocket,100,0.70
D-400,Thingamajig,3,99.99
E-500,"Whatsit, large",9,4.00
"""


def load(text):
    reader = csv.DictReader(io.StringIO(text))
    rows = {}
    for row in reader:
        row["qty"] = int(row["qty"])
        row["price"] = float(row["price"])
        rows[row["sku"]] = row
    return rows


def compare(old, new):
    for sku in sorted(set(old) | set(new)):
        before, after = old.get(sku), new.get(sku)
        if before is None:
            yield sku, "added", after["name"], 0, after["qty"], None, after["price"]
        elif after is None:
            yield sku, "removed", before["name"], before["qty"], 0, before["price"], None
        elif (before["qty"], before["price"]) != (after["qty"], after["price"]):
            yield sku, "changed", after["name"], before["qty"], after["qty"], before["price"], after["price"]


def main():
    old, new = load(YESTERDAY), load(TODAY)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["sku", "status", "name", "qty_delta", "price_change_pct"])
    value_delta = 0.0
    for sku, status, name, q0, q1, p0, p1 in compare(old, new):
        pct = ""
        if p0 and p1 and p0 != p1:
            pct = f"{(p1 - p0) / p0 * 100:+.1f}%"
        writer.writerow([sku, status, name, q1 - q0, pct])
        value_delta += q1 * (p1 or 0) - q0 * (p0 or 0)
    print(out.getvalue(), end="")
    print(f"stock value change: {value_delta:+,.2f}")
    restock = [r["name"] for r in new.values() if r["qty"] < 5]
    print("needs restock:", restock)
    summary = io.StringIO()
    dw = csv.DictWriter(summary, fieldnames=["sku", "qty"], extrasaction="ignore", lineterminator="\n")
    dw.writeheader()
    dw.writerows(sorted(new.values(), key=lambda r: -r["qty"])[:3])
    print(summary.getvalue().strip())
    parsed_back = list(csv.reader(io.StringIO(out.getvalue())))
    print(len(parsed_back) - 1, "change rows;", parsed_back[-1])


if __name__ == "__main__":
    main()
