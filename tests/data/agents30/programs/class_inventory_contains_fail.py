# prove: failed assertion
"""An inventory answers `in` through `__contains__`, ignoring items with no stock; the agent assumes every asked item is in."""
from tools.agents.trusted.effects import ask


class Inventory:
    def __init__(self):
        self.stock = {"apple": 3, "pear": 0}

    def __contains__(self, item):
        return self.stock.get(item, 0) > 0


def main() -> int:
    inv = Inventory()
    item = ask("item?")
    print(item in inv)
    assert item in inv
    return inv.stock[item]
