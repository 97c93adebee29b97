"""Pick stock first-expired-first-out from lots, write off expired lots, report what is left."""
import heapq
from dataclasses import dataclass, field
from datetime import date


@dataclass(order=True)
class Lot:
    expires: date
    lot_id: str = field(compare=False)
    sku: str = field(compare=False)
    qty: int = field(compare=False)


class OutOfStock(Exception):
    pass


class Warehouse:
    def __init__(self):
        self.lots = {}

    def receive(self, lot: Lot):
        heapq.heappush(self.lots.setdefault(lot.sku, []), lot)

    def write_off(self, today: date):
        removed = []
        for sku, heap in self.lots.items():
            while heap and heap[0].expires < today:
                removed.append(heapq.heappop(heap))
        return removed

    def pick(self, sku: str, qty: int):
        heap = self.lots.get(sku, [])
        available = sum(l.qty for l in heap)
        if available < qty:
            raise OutOfStock(f"{sku}: need {qty}, have {available}")
        picks = []
        while qty:
            lot = heap[0]
            take = min(lot.qty, qty)
            picks.append((lot.lot_id, take))
            lot.qty -= take
            qty -= take
            if lot.qty == 0:
                heapq.heappop(heap)
        return picks


def main():
    wh = Warehouse()
    for lot in [
        Lot(date(2024, 7, 1), "L1", "milk", 30), Lot(date(2024, 6, 20), "L2", "milk", 12),
        Lot(date(2024, 6, 10), "L3", "milk", 5), Lot(date(2024, 9, 1), "L4", "cheese", 8),
        Lot(date(2024, 8, 15), "L5", "cheese", 4), Lot(date(2024, 6, 12), "L6", "yogurt", 20),
    ]:
        wh.receive(lot)
    today = date(2024, 6, 15)
    for lot in wh.write_off(today):
        print(f"write-off {lot.lot_id} {lot.sku} x{lot.qty} (expired {lot.expires:%d %b})")
    orders = [("milk", 20), ("cheese", 6), ("yogurt", 1), ("milk", 25)]
    for sku, qty in orders:
        try:
            picks = wh.pick(sku, qty)
            print(f"order {sku} x{qty}: " + ", ".join(f"{lid}:{n}" for lid, n in picks))
        except OutOfStock as exc:
            print("backorder:", exc)
    for sku, heap in sorted(wh.lots.items()):
        left = sorted(heap)
        print(sku, [(l.lot_id, l.qty, str(l.expires)) for l in left])


if __name__ == "__main__":
    main()
