"""ABC analysis of stock: classify SKUs by their share of annual consumption value."""
from decimal import Decimal, ROUND_HALF_EVEN
from dataclasses import dataclass
from itertools import accumulate, groupby


@dataclass(order=True)
class Sku:
    value: Decimal
    code: str
    unit_cost: Decimal
    annual_units: int

    @classmethod
    def make(cls, code, unit_cost, units):
        cost = Decimal(unit_cost)
        return cls(cost * units, code, cost, units)


def classify(share: Decimal) -> str:
    if share <= Decimal("0.80"):
        return "A"
    if share <= Decimal("0.95"):
        return "B"
    return "C"


def main():
    skus = [
        Sku.make("BRK-01", "42.50", 1200),
        Sku.make("BLT-M8", "0.12", 50000),
        Sku.make("MTR-220", "310.00", 140),
        Sku.make("GSK-4", "1.05", 9000),
        Sku.make("FLT-OIL", "8.99", 2100),
        Sku.make("SNS-T1", "27.00", 400),
        Sku.make("CBL-2M", "3.40", 3000),
        Sku.make("PMP-X", "899.00", 12),
        Sku.make("WSH-10", "0.03", 80000),
        Sku.make("LBL-R", "0.55", 6000),
    ]
    ranked = sorted(skus, reverse=True)
    total = sum(s.value for s in ranked)
    running = list(accumulate(s.value for s in ranked))
    print(f"total consumption value: {total:,.2f}")
    rows = []
    for sku, cum in zip(ranked, running):
        share = cum / total
        rows.append((classify(share), sku, share))
    for cls, sku, share in rows:
        pct = (sku.value / total * 100).quantize(Decimal("0.1"), rounding=ROUND_HALF_EVEN)
        print(f"{cls} {sku.code:<8} {sku.unit_cost:>8} x {sku.annual_units:>6} = {sku.value:>10,.2f}"
              f"  {pct:>5}%  cum {share:.3f}")
    print()
    for cls, group in groupby(rows, key=lambda r: r[0]):
        group = list(group)
        value = sum(r[1].value for r in group)
        print(f"class {cls}: {len(group)} SKUs ({len(group) / len(rows):.0%} of items), "
              f"{value / total:.1%} of value")
    policy = {"A": "count weekly", "B": "count monthly", "C": "count quarterly"}
    counts = {c: policy[c] for c in sorted({r[0] for r in rows})}
    print(counts)
    print("max single SKU:", max(skus).code, "min:", min(skus, key=lambda s: s.value).code)


if __name__ == "__main__":
    main()
