from dataclasses import dataclass, field, replace
from decimal import Decimal, ROUND_HALF_UP, localcontext
from datetime import date, timedelta
from typing import NamedTuple
import string


class Tier(NamedTuple):
    up_to: int | None  # inclusive upper bound in units, None = unlimited
    price: Decimal


TIERS = {
    "api_calls": [Tier(10_000, Decimal("0")), Tier(100_000, Decimal("0.0008")), Tier(None, Decimal("0.0005"))],
    "storage_gb": [Tier(50, Decimal("0.10")), Tier(None, Decimal("0.08"))],
    "seats": [Tier(None, Decimal("12.00"))],
}


@dataclass
class Customer:
    name: str
    country: str
    discount_pct: Decimal = Decimal(0)
    usage: dict[str, int] = field(default_factory=dict)

    def __post_init__(self):
        if not (Decimal(0) <= self.discount_pct < 100):
            raise ValueError(f"{self.name}: discount {self.discount_pct} out of range")


VAT = {"DE": Decimal("0.19"), "FR": Decimal("0.20"), "US": Decimal("0")}
CENTS = Decimal("0.01")

TEMPLATE = string.Template("""\
INVOICE $number  ($period)
Bill to: $name [$country]
$lines
  ${label_sub}$subtotal
  ${label_disc}$discount
  ${label_vat}$vat
  ${label_tot}$total
""")


def tiered_cost(units: int, tiers: list[Tier]) -> Decimal:
    cost = Decimal(0)
    lower = 0
    for tier in tiers:
        upper = units if tier.up_to is None else min(units, tier.up_to)
        if upper > lower:
            cost += (upper - lower) * tier.price
        if tier.up_to is None or units <= tier.up_to:
            break
        lower = tier.up_to
    return cost


def invoice(number: int, customer: Customer, period_end: date) -> str:
    period_start = period_end.replace(day=1)
    lines = []
    subtotal = Decimal(0)
    for metric in sorted(customer.usage):
        units = customer.usage[metric]
        cost = tiered_cost(units, TIERS[metric]).quantize(CENTS, ROUND_HALF_UP)
        subtotal += cost
        lines.append(f"  {metric:<12}{units:>10,}{cost:>12}")
    discount = (subtotal * customer.discount_pct / 100).quantize(CENTS, ROUND_HALF_UP)
    vat = ((subtotal - discount) * VAT[customer.country]).quantize(CENTS, ROUND_HALF_UP)
    w = 22
    return TEMPLATE.substitute(
        number=f"{period_end:%Y%m}-{number:03d}",
        period=f"{period_start:%d %b} - {period_end:%d %b %Y}",
        name=customer.name,
        country=customer.country,
        lines="\n".join(lines),
        label_sub="subtotal".rjust(w), subtotal=f"{subtotal:>12}",
        label_disc=f"discount {customer.discount_pct}%".rjust(w), discount=f"{-discount:>12}",
        label_vat="VAT".rjust(w), vat=f"{vat:>12}",
        label_tot="TOTAL".rjust(w), total=f"{subtotal - discount + vat:>12}",
    )


def main():
    customers = [
        Customer("Nordwind GmbH", "DE", Decimal("10"), {"api_calls": 254_321, "storage_gb": 73, "seats": 8}),
        Customer("Petit Pain SARL", "FR", usage={"api_calls": 9_000, "seats": 2}),
        Customer("Tiny Corp", "US", Decimal("2.5"), {"storage_gb": 50, "api_calls": 10_001}),
    ]
    end = date(2024, 3, 1) - timedelta(days=1)
    for n, c in enumerate(customers, 1):
        print(invoice(n, c, end))
    try:
        Customer("Bad Deal", "US", Decimal("100"))
    except ValueError as e:
        print("rejected:", e)
    upgraded = replace(customers[1], discount_pct=Decimal("5"))
    print(upgraded.name, upgraded.discount_pct, customers[1].discount_pct)
    with localcontext() as ctx:
        ctx.prec = 5
        print("per-call blended:", tiered_cost(254_321, TIERS["api_calls"]) / 254_321)
    print(TEMPLATE.safe_substitute(number="X"), end="")


if __name__ == "__main__":
    main()
