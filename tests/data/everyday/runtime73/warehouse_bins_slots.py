"""Warehouse bin allocation: slotted classes with properties and class-level counters,
str-subclass bin codes, custom exceptions with chaining, and a grid printed with range
steps and alignment."""


class BinCode(str):
    @property
    def aisle(self):
        return self[0]

    @property
    def level(self):
        return int(self[1:])


class AllocationError(Exception):
    pass


class Bin:
    __slots__ = ("code", "capacity", "items")
    created = 0

    def __init__(self, code, capacity):
        self.code = BinCode(code)
        self.capacity = capacity
        self.items = []
        Bin.created += 1

    @property
    def free(self):
        return self.capacity - sum(q for _, q in self.items)

    def put(self, sku, qty):
        if qty > self.free:
            raise AllocationError(f"{self.code}: {qty} x {sku} exceeds free {self.free}")
        self.items.append((sku, qty))

    def __repr__(self):
        return f"Bin({self.code!r}, {self.free}/{self.capacity})"


def allocate(bins, sku, qty):
    for b in sorted(bins, key=lambda b: (b.code.aisle, -b.free)):
        try:
            b.put(sku, qty)
            return b
        except AllocationError:
            continue
    try:
        raise LookupError(f"no bin holds {qty} x {sku}")
    except LookupError as e:
        raise AllocationError(f"allocation failed for {sku}") from e


def main():
    bins = [Bin(f"{aisle}{level}", cap) for aisle, cap in (("A", 10), ("B", 6)) for level in range(1, 4)]
    print(Bin.created, bins[:2], bins[0].code.aisle, bins[0].code.level, type(bins[0].code).__name__)
    for sku, qty in [("bolt", 8), ("nut", 5), ("gear", 7), ("cog", 9), ("pin", 12), ("cam", 4)]:
        try:
            b = allocate(bins, sku, qty)
            print(f"{sku:<5}{qty:>3} -> {b.code}")
        except AllocationError as e:
            print(f"{sku:<5}{qty:>3} !! {e} (cause: {e.__cause__!r})")
    for level in range(3, 0, -1):
        row = [b for b in bins if b.code.level == level]
        print(f"L{level} " + " ".join(f"{b.code}:{b.free:>2}" for b in row))
    try:
        bins[0].label = "x"
    except AttributeError as e:
        print("AttributeError:", e)
    return sum(b.free for b in bins), range(0, 60, 6).index(sum(b.capacity for b in bins) - 12)
