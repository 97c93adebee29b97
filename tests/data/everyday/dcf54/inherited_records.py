"""Inventory records across a small class hierarchy of dataclasses."""
from dataclasses import asdict, dataclass, field, fields, is_dataclass


@dataclass
class Item:
    sku: str
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)

    def label(self):
        return f"{self.sku}: {self.name}"


@dataclass
class Perishable(Item):
    days: int = 7
    price: float = 1.5


@dataclass(repr=False, eq=False)
class Bundle(Item):
    parts: list = field(default_factory=list)


@dataclass(init=False)
class Placeholder(Item):
    def __init__(self, sku):
        self.sku = sku
        self.name = "?"
        self.price = 0.0
        self.tags = ["placeholder"]


class Plain:
    pass


def main():
    milk = Perishable("M1", "milk", days=5)
    print(milk, [f.name for f in fields(milk)])
    print(milk == Perishable("M1", "milk", 1.5, [], 5), milk == Item("M1", "milk", 1.5))
    box = Bundle("B1", "breakfast", 9.5, parts=[milk, Item("C1", "cereal", 3.2)])
    print(box, box == Bundle("B1", "breakfast", 9.5, parts=box.parts), box == box)
    print(asdict(box)["parts"][0])
    hole = Placeholder("X9")
    print(hole, hole.label(), is_dataclass(hole), is_dataclass(Plain), is_dataclass(Plain()))
    print(milk.label(), Perishable.price, Item.price)
    totals = {}
    for it in [milk, box, hole, Item("C1", "cereal", 3.2)]:
        totals[type(it).__name__] = totals.get(type(it).__name__, 0) + it.price
    print(totals)
    return len(fields(Bundle))


if __name__ == "__main__":
    main()
