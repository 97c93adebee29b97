"""A warehouse of bins with generator methods for picking, restocking and reports."""
from dataclasses import dataclass
from itertools import islice


class OutOfStock(LookupError):
    def __init__(self, sku, short):
        super().__init__(f"{sku}: short by {short}")
        self.sku, self.short = sku, short


@dataclass
class Bin:
    label: str
    sku: str
    qty: int
    capacity: int

    def __bool__(self):
        return self.qty > 0

    @property
    def free(self):
        return self.capacity - self.qty


class Warehouse:
    def __init__(self, bins):
        self.bins = list(bins)

    def __iter__(self):
        return iter(self.bins)

    def __len__(self):
        return len(self.bins)

    def __getitem__(self, label):
        for b in self.bins:
            if b.label == label:
                return b
        raise KeyError(label)

    def stock(self, sku):
        return sum(b.qty for b in self.bins if b.sku == sku)

    def pick(self, sku, wanted):
        """Yield (bin label, qty) picks, emptiest bin first; raise if short."""
        available = self.stock(sku)
        if available < wanted:
            raise OutOfStock(sku, wanted - available)
        for b in sorted((b for b in self.bins if b.sku == sku and b), key=lambda b: (b.qty, b.label)):
            take = min(b.qty, wanted)
            b.qty -= take
            wanted -= take
            yield b.label, take
            if wanted == 0:
                return

    def restock(self, sku, amount):
        for b in self.bins:
            if b.sku == sku and b.free:
                put = min(b.free, amount)
                b.qty += put
                amount -= put
                yield b.label, put
            if amount == 0:
                break
        return amount

    def low_bins(self, threshold):
        yield from (b.label for b in self.bins if b.qty / b.capacity < threshold)


def drain(gen):
    items = []
    while True:
        try:
            items.append(next(gen))
        except StopIteration as stop:
            return items, stop.value


def main():
    wh = Warehouse([Bin("A1", "bolt", 40, 50), Bin("A2", "bolt", 5, 50), Bin("B1", "nut", 0, 80),
                    Bin("B2", "nut", 70, 80), Bin("C1", "gear", 3, 10)])
    print(len(wh), [b.label for b in wh if not b], wh.stock("bolt"))
    print(list(wh.pick("bolt", 12)))
    print(wh["A1"], wh["A2"])
    try:
        list(wh.pick("gear", 5))
    except OutOfStock as exc:
        print("OutOfStock:", exc, exc.short)
    picks = wh.pick("nut", 100)
    try:
        next(picks)
    except OutOfStock as exc:
        print("lazy failure only on next():", exc.sku)
    placed, leftover = drain(wh.restock("bolt", 70))
    print(placed, "leftover", leftover)
    placed, leftover = drain(wh.restock("gear", 4))
    print(placed, leftover, wh["C1"].free)
    print(list(wh.low_bins(0.5)), list(islice(wh.low_bins(1.01), 2)))
    partial = wh.pick("nut", 30)
    print(next(partial), wh["B2"].qty)
    partial.close()
    print(wh.stock("nut"))
    try:
        wh["Z9"]
    except KeyError as exc:
        print("KeyError:", exc)


if __name__ == "__main__":
    main()
