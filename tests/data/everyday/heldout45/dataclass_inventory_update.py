from dataclasses import dataclass, asdict, replace, field


@dataclass(frozen=True)
class Item:
    sku: str
    name: str
    qty: int
    price: float
    tags: tuple = ()


@dataclass
class Warehouse:
    name: str
    items: list = field(default_factory=list)

    def value(self):
        return sum(i.qty * i.price for i in self.items)


def main():
    wh = Warehouse("north", [Item("A1", "bolt", 500, 0.05), Item("B2", "nut", 300, 0.03, ("small",))])
    restocked = [replace(i, qty=i.qty + 100) for i in wh.items]
    print(restocked[0])
    print(asdict(restocked[1]))
    try:
        restocked[0].qty = 0
    except Exception as err:
        print(type(err).__name__, err)
    wh.items = restocked
    print(f"{wh.name}: {wh.value():.2f}")
    print(asdict(wh)["items"][0]["name"])
    return len(asdict(wh)["items"])


if __name__ == "__main__":
    main()
