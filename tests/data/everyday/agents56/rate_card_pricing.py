"""Price telecom usage against a rate card with tiers, minimum charges and VAT."""
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_UP
import math

D = Decimal


@dataclass(frozen=True)
class Tier:
    up_to: Decimal | None  # None means unlimited
    price: Decimal


@dataclass(frozen=True)
class Rate:
    service: str
    unit: str
    increment: int
    tiers: tuple
    minimum: Decimal = D("0")


RATE_CARD = {
    "voice": Rate("voice", "sec", 60, (Tier(D("1000"), D("0.0200")), Tier(None, D("0.0150"))),
                  minimum=D("0.05")),
    "sms": Rate("sms", "msg", 1, (Tier(D("500"), D("0.0080")), Tier(D("5000"), D("0.0060")),
                                  Tier(None, D("0.0040")))),
    "data": Rate("data", "MB", 1, (Tier(None, D("0.0012")),), minimum=D("1.00")),
}

VAT = D("0.20")


def billable_units(rate: Rate, raw: int) -> int:
    """Round usage up to whole billing increments, then express in increments."""
    return math.ceil(raw / rate.increment)


def tiered_cost(rate: Rate, units: int) -> Decimal:
    remaining = D(units)
    cost = D("0")
    floor = D("0")
    for tier in rate.tiers:
        span = remaining if tier.up_to is None else min(remaining, tier.up_to - floor)
        if span <= 0:
            break
        cost += span * tier.price
        remaining -= span
        if tier.up_to is not None:
            floor = tier.up_to
    return max(cost, rate.minimum)


USAGE = [
    ("acme", "voice", 125_000),
    ("acme", "sms", 7_250),
    ("acme", "data", 40_960),
    ("bolt", "voice", 59),
    ("bolt", "data", 300),
    ("bolt", "sms", 120),
    ("core", "sms", 500),
]


def main():
    invoices: dict[str, list] = {}
    for customer, service, raw in USAGE:
        rate = RATE_CARD[service]
        units = billable_units(rate, raw)
        cost = tiered_cost(rate, units).quantize(D("0.0001"), rounding=ROUND_HALF_EVEN)
        invoices.setdefault(customer, []).append((service, raw, units, cost))
    for customer in sorted(invoices):
        lines = invoices[customer]
        print(f"== {customer.upper()} ==")
        for service, raw, units, cost in lines:
            unit = RATE_CARD[service].unit
            print(f"  {service:<6}{raw:>10,} {unit:<4}{units:>8} units  {cost:>10}")
        net = sum(c for *_, c in lines)
        vat = (net * VAT).quantize(D("0.01"), rounding=ROUND_UP)
        net = net.quantize(D("0.01"))
        print(f"  {'net':<30}{net:>14}")
        print(f"  {'vat 20%':<30}{vat:>14}")
        print(f"  {'total':<30}{net + vat:>14}")
    print("decimal tuple:", D("12.3400").normalize(), D("0.0015").as_tuple().exponent)


if __name__ == "__main__":
    main()
