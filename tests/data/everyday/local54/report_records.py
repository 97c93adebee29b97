"""A sales report whose record types live inside the function that builds the report."""
from collections import namedtuple
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple


class Record:
    """A module-level base the local records share."""

    def describe(self):
        return f"{type(self).__name__} record"


def build_report(rows):
    class Tier(Enum):
        LOW = 1
        MID = 2
        HIGH = 3

    class Sale(NamedTuple):
        region: str
        amount: int

    Total = namedtuple("Total", "region amount count")

    @dataclass(order=True)
    class Line(Record):
        amount: int
        region: str = field(compare=False)
        tags: list = field(default_factory=list)

        def tier(self):
            if self.amount >= 500:
                return Tier.HIGH
            return Tier.MID if self.amount >= 100 else Tier.LOW

        def describe(self):
            return super().describe() + f" for {self.region}"

    sales = [Sale(region, int(amount)) for region, amount in rows]
    totals = {}
    for sale in sales:
        amount, count = totals.get(sale.region, (0, 0))
        totals[sale.region] = (amount + sale.amount, count + 1)
    lines = sorted(Line(amount, region) for region, (amount, _) in totals.items())
    for line in lines:
        line.tags.append(line.tier().name.lower())
    print(lines[0])
    print(Line.__qualname__, Line.__name__, Tier.__qualname__)
    print(max(lines).describe(), [l.tier() for l in lines])
    print(Total("north", *totals["north"]), sales[0]._replace(amount=0))
    try:
        Line()
    except TypeError as exc:
        print("error:", exc)
    try:
        Tier(9)
    except ValueError as exc:
        print("error:", exc)
    return [(l.region, l.amount, l.tags) for l in lines]


def main():
    rows = [("north", "120"), ("south", "40"), ("north", "450"), ("east", "75"), ("east", "30")]
    return build_report(rows)
