"""Invoice lines as dataclasses: totals with Decimal, asdict for export, replace for discounts."""
from dataclasses import MISSING, dataclass, field, fields, asdict, astuple, replace, is_dataclass
from decimal import Decimal


@dataclass
class Line:
    sku: str
    qty: int
    unit_price: Decimal
    tags: list = field(default_factory=list)
    note: str = field(default="", repr=False, compare=False)

    def total(self):
        return self.unit_price * self.qty


@dataclass
class Invoice:
    number: str
    lines: list = field(default_factory=list)

    def total(self):
        return sum((line.total() for line in self.lines), Decimal("0"))


def main():
    inv = Invoice("INV-7")
    inv.lines.append(Line("pen", 3, Decimal("1.25"), ["office"]))
    inv.lines.append(Line("pad", 2, Decimal("4.10"), note="rush"))
    print(inv)
    print("total:", inv.total())
    for f in fields(Line):
        print(f.name, f.type.__name__, "required" if f.default is MISSING else repr(f.default))
    exported = asdict(inv)
    print(exported)
    exported["lines"][0]["tags"].append("changed")
    print(inv.lines[0].tags)
    print(astuple(inv.lines[1]))
    cheaper = replace(inv.lines[0], unit_price=Decimal("1.00"))
    print(cheaper, cheaper.total())
    print(cheaper == inv.lines[0], is_dataclass(inv), is_dataclass(Invoice), is_dataclass(3))
    print(Line("a", 1, Decimal("1"), note="x") == Line("a", 1, Decimal("1"), note="y"))


if __name__ == "__main__":
    main()
