"""Model shop orders with dataclasses and export them as JSON and CSV rows."""
import csv
import io
import json
from dataclasses import asdict, astuple, dataclass, field, fields, replace
from datetime import date


@dataclass(frozen=True)
class LineItem:
    sku: str
    qty: int
    unit_cents: int

    @property
    def total_cents(self):
        return self.qty * self.unit_cents


@dataclass(order=True)
class Order:
    placed: date
    number: int
    customer: str = field(compare=False)
    items: list = field(default_factory=list, compare=False, repr=False)
    status: str = field(default="new", compare=False)

    def total(self):
        return sum(i.total_cents for i in self.items)


def cents(n):
    return f"{n // 100}.{n % 100:02d}"


def main():
    orders = [
        Order(date(2024, 3, 2), 1003, "Ana", [LineItem("MUG", 2, 899), LineItem("TEE", 1, 1999)]),
        Order(date(2024, 3, 1), 1001, "Bo", [LineItem("CAP", 3, 1250)], status="shipped"),
        Order(date(2024, 3, 2), 1002, "Cy"),
    ]
    for o in sorted(orders):
        print(o, "total", cents(o.total()))
    payload = [dict(asdict(o), placed=o.placed.isoformat(), total=cents(o.total())) for o in orders]
    print(json.dumps(payload[0], indent=2))
    print(astuple(orders[1].items[0]), [f.name for f in fields(Order)], replace(orders[2], status="cancelled"))

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["order", "sku", "qty", "line_total"])
    for o in orders:
        for item in o.items:
            w.writerow([o.number, item.sku, item.qty, cents(item.total_cents)])
    print(buf.getvalue(), end="")

    item = orders[0].items[0]
    try:
        item.qty = 5
    except AttributeError as err:
        print(type(err).__name__ + ":", err)
    print(item == LineItem("MUG", 2, 899), hash(item) == hash(LineItem("MUG", 2, 899)), len({item, replace(item)}))
    try:
        orders[0] < "x"
    except TypeError as err:
        print("TypeError:", err)
    try:
        Order(date(2024, 1, 1))
    except TypeError as err:
        print("TypeError:", err)


if __name__ == "__main__":
    main()
