"""A small inventory class: counts per item, a capacity, and the dunders builtins call."""


class Inventory:
    capacity = 10

    def __init__(self, name):
        self.name = name
        self.counts = {}

    def add(self, item, n=1):
        if self.total() + n > self.capacity:
            return False
        self.counts[item] = self.counts.get(item, 0) + n
        return True

    def remove(self, item):
        if self.counts.get(item, 0) == 0:
            return False
        self.counts[item] -= 1
        if self.counts[item] == 0:
            del self.counts[item]
        return True

    def total(self):
        return sum(self.counts.values())

    def __len__(self):
        return len(self.counts)

    def __contains__(self, item):
        return item in self.counts

    def __repr__(self):
        return f"Inventory({self.name!r}, {self.counts})"

    def __str__(self):
        return f"{self.name}: {self.total()} items"


def main():
    inv = Inventory("pantry")
    print(bool(inv), len(inv))
    for item, n in [("beans", 3), ("rice", 4), ("salt", 5), ("oil", 2)]:
        print(item, inv.add(item, n))
    print(inv.remove("beans"), inv.remove("flour"))
    print("rice" in inv, "flour" not in inv, len(inv))
    print(inv)
    print(repr(inv))
    print(f"[{inv}] [{inv!r}]")
    print(Inventory.capacity, inv.capacity)
    inv.capacity = 20
    print(inv.add("flour", 9), Inventory.capacity, inv.capacity)
    return str(inv)
