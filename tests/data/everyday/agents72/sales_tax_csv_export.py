"""Compute per-line sales tax by state with Decimal and export a CSV summary."""
import csv
import io
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP, getcontext

getcontext().prec = 28
RATES = {"CA": Decimal("0.0725"), "NY": Decimal("0.04"), "TX": Decimal("0.0625"), "OR": Decimal("0")}
EXEMPT_CATEGORIES = {"groceries"}
ORDERS = [
    {"order": "A-100", "state": "CA", "category": "electronics", "qty": 2, "unit": "199.99"},
    {"order": "A-100", "state": "CA", "category": "groceries", "qty": 5, "unit": "3.49"},
    {"order": "A-101", "state": "NY", "category": "clothing", "qty": 1, "unit": "89.95"},
    {"order": "A-102", "state": "TX", "category": "electronics", "qty": 3, "unit": "24.33"},
    {"order": "A-102", "state": "TX", "category": "books", "qty": 1, "unit": "15.00"},
    {"order": "A-103", "state": "OR", "category": "electronics", "qty": 1, "unit": "1299.00"},
    {"order": "A-104", "state": "NY", "category": "electronics", "qty": 4, "unit": "0.99"},
]
CENTS = Decimal("0.01")


def line_tax(line):
    net = Decimal(line["unit"]) * line["qty"]
    rate = Decimal(0) if line["category"] in EXEMPT_CATEGORIES else RATES[line["state"]]
    return net, (net * rate).quantize(CENTS, rounding=ROUND_HALF_UP), rate


def main():
    per_order = defaultdict(lambda: [Decimal(0), Decimal(0)])
    per_state = defaultdict(lambda: [Decimal(0), Decimal(0)])
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["order", "state", "category", "net", "rate", "tax", "gross"])
    for line in ORDERS:
        net, tax, rate = line_tax(line)
        writer.writerow([line["order"], line["state"], line["category"], net, f"{rate * 100:.2f}%", tax, net + tax])
        for bucket in (per_order[line["order"]], per_state[line["state"]]):
            bucket[0] += net
            bucket[1] += tax
    print(out.getvalue(), end="")
    print()
    print("by state:")
    for state, (net, tax) in sorted(per_state.items()):
        effective = (tax / net * 100).quantize(Decimal("0.001")) if net else Decimal(0)
        print(f"  {state}: net {net:>9} tax {tax:>7} effective {effective}%")
    summary = io.StringIO()
    dw = csv.DictWriter(summary, fieldnames=["order", "net", "tax", "total"], lineterminator="\n")
    dw.writeheader()
    for order, (net, tax) in per_order.items():
        dw.writerow({"order": order, "net": net, "tax": tax, "total": net + tax})
    print(summary.getvalue().strip())
    total_tax = sum(t for _, t in per_order.values())
    print("total tax collected:", total_tax, type(total_tax).__name__)


if __name__ == "__main__":
    main()
