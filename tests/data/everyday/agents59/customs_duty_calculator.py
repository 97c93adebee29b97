"""Compute import duty, excise and VAT on a shipment by tariff category, with de minimis rules."""
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum
from dataclasses import dataclass


class Category(Enum):
    ELECTRONICS = ("8471", Decimal("0.00"))
    APPAREL = ("6109", Decimal("0.12"))
    FOOTWEAR = ("6403", Decimal("0.08"))
    WINE = ("2204", Decimal("0.32"))
    BOOKS = ("4901", Decimal("0.00"))

    def __init__(self, hs_code, rate):
        self.hs_code = hs_code
        self.rate = rate


EXCISE_PER_LITRE = {Category.WINE: Decimal("2.23")}
VAT_RATE = Decimal("0.20")
DUTY_DE_MINIMIS = Decimal("150")
VAT_EXEMPT = {Category.BOOKS}


@dataclass
class Line:
    description: str
    category: Category
    unit_value: Decimal
    quantity: int
    litres: Decimal = Decimal(0)

    @property
    def value(self):
        return self.unit_value * self.quantity


def pounds(x):
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def assess(lines, shipping, insurance):
    goods = sum((l.value for l in lines), Decimal(0))
    extra = shipping + insurance
    report = []
    totals = {"duty": Decimal(0), "excise": Decimal(0), "vat": Decimal(0)}
    for l in lines:
        share = extra * l.value / goods
        customs_value = l.value + share
        duty = customs_value * l.category.rate if goods > DUTY_DE_MINIMIS else Decimal(0)
        excise = EXCISE_PER_LITRE.get(l.category, Decimal(0)) * l.litres
        vat_base = customs_value + duty + excise
        vat = Decimal(0) if l.category in VAT_EXEMPT else vat_base * VAT_RATE
        duty, excise, vat = pounds(duty), pounds(excise), pounds(vat)
        totals["duty"] += duty
        totals["excise"] += excise
        totals["vat"] += vat
        report.append((l, pounds(customs_value), duty, excise, vat))
    return goods, report, totals


def print_assessment(title, lines, shipping, insurance):
    goods, report, totals = assess(lines, shipping, insurance)
    print(f"{title}: goods £{goods}, shipping £{shipping}, insurance £{insurance}")
    for l, cv, duty, excise, vat in report:
        print(f"  {l.description:<16} HS {l.category.hs_code} {l.category.name.title():<11} "
              f"value £{cv:>8} duty £{duty:>6} excise £{excise:>5} VAT £{vat:>7}")
    charges = sum(totals.values())
    print(f"  duty £{totals['duty']}, excise £{totals['excise']}, VAT £{totals['vat']} -> pay £{charges}")
    landed = goods + shipping + insurance + charges
    print(f"  landed cost £{landed} ({(landed / goods - 1) * 100:.1f}% over goods)")
    print()


def main():
    big = [
        Line("laptop", Category.ELECTRONICS, Decimal("899.00"), 1),
        Line("t-shirts", Category.APPAREL, Decimal("14.50"), 6),
        Line("boots", Category.FOOTWEAR, Decimal("120.00"), 1),
        Line("rioja", Category.WINE, Decimal("18.75"), 6, litres=Decimal("4.5")),
        Line("novels", Category.BOOKS, Decimal("9.99"), 4),
    ]
    print_assessment("Shipment A", big, Decimal("45.00"), Decimal("12.00"))
    small = [Line("t-shirt", Category.APPAREL, Decimal("22.00"), 2), Line("atlas", Category.BOOKS, Decimal("35.00"), 1)]
    print_assessment("Shipment B", small, Decimal("8.00"), Decimal("0"))
    print([c.hs_code for c in Category], Category(("6109", Decimal("0.12"))).name)


if __name__ == "__main__":
    main()
