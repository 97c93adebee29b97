"""Fill a small store room, largest orders first, and report what fits."""

from dataclasses import dataclass, field


@dataclass(order=True)
class Item:
    name: str
    qty: int = 0
    tags: list = field(default_factory=list)


class Inventory:
    capacity = 3  # class attribute (a literal)

    def __init__(self, name):
        self.name = name  # instance attributes, added freely
        self.items = []

    def add(self, item: Item) -> bool:  # methods; the instance is passed first
        if len(self.items) >= self.capacity:
            return False
        self.items.append(item)
        return True

    @property
    def total(self) -> int:  # read as inv.total
        return sum(i.qty for i in self.items)

    def __len__(self):  # len(inv), bool(inv), `if inv:`
        return len(self.items)


def main() -> int:
    room = Inventory("back room")
    orders = [Item("flour", 12, ["dry"]), Item("eggs", 30), Item("salt", 2, ["dry"]), Item("milk", 6)]
    left_out = [o.name for o in sorted(orders, key=lambda o: o.qty, reverse=True) if not room.add(o)]
    print(f"{room.name}: {len(room)} items, {room.total} units")
    print("left out:", left_out)
    print(min(orders))
    print(Item("flour", 12, ["dry"]) == orders[0], Item("a") < Item("b"))
    return room.total
