"""Perishable stock simulated over two weeks: FEFO picking, spoilage and reorders."""
from collections import defaultdict
from dataclasses import dataclass
import heapq


class OutOfStock(Exception):
    def __init__(self, sku, wanted, had):
        super().__init__(f"{sku}: wanted {wanted}, only {had}")
        self.sku = sku
        self.shortfall = wanted - had


@dataclass(order=True)
class Lot:
    expires: int
    lot_id: str
    qty: int


class Store:
    def __init__(self, reorder_at, reorder_qty, shelf_life):
        self.lots = defaultdict(list)
        self.reorder_at = reorder_at
        self.reorder_qty = reorder_qty
        self.shelf_life = shelf_life
        self.incoming = []
        self.spoiled = defaultdict(int)
        self._next = 0

    def receive(self, sku, qty, day):
        self._next += 1
        heapq.heappush(self.lots[sku], Lot(day + self.shelf_life[sku], f"L{self._next:03d}", qty))

    def on_hand(self, sku):
        return sum(lot.qty for lot in self.lots[sku])

    def sell(self, sku, qty):
        have = self.on_hand(sku)
        if qty > have:
            raise OutOfStock(sku, qty, have)
        heap = self.lots[sku]
        while qty:
            lot = heap[0]
            take = min(qty, lot.qty)
            lot.qty -= take
            qty -= take
            if lot.qty == 0:
                heapq.heappop(heap)

    def expire(self, day):
        for sku, heap in self.lots.items():
            while heap and heap[0].expires <= day:
                self.spoiled[sku] += heapq.heappop(heap).qty

    def plan_orders(self, day):
        for sku in sorted(self.shelf_life):
            on_order = sum(q for d, s, q in self.incoming if s == sku)
            if self.on_hand(sku) + on_order <= self.reorder_at[sku]:
                self.incoming.append((day + 2, sku, self.reorder_qty[sku]))

    def deliveries(self, day):
        arrived = [o for o in self.incoming if o[0] == day]
        self.incoming = [o for o in self.incoming if o[0] != day]
        for _, sku, qty in arrived:
            self.receive(sku, qty, day)
        return arrived


def main():
    store = Store(
        reorder_at={"milk": 10, "bread": 6, "eggs": 12},
        reorder_qty={"milk": 24, "bread": 15, "eggs": 30},
        shelf_life={"milk": 5, "bread": 3, "eggs": 10},
    )
    for sku, qty in [("milk", 20), ("bread", 12), ("eggs", 36)]:
        store.receive(sku, qty, 0)
    demand = {"milk": [6, 5, 7, 4, 8, 6, 9], "bread": [4, 6, 3, 5, 2, 7, 4], "eggs": [5, 9, 3, 12, 6, 4, 8]}
    lost = defaultdict(int)
    for day in range(1, 15):
        got = store.deliveries(day)
        for sku in sorted(demand):
            want = demand[sku][day % 7]
            try:
                store.sell(sku, want)
            except OutOfStock as err:
                lost[err.sku] += err.shortfall
                store.sell(sku, want - err.shortfall)
                print(f"day {day:>2}: short -> {err}")
        store.expire(day)
        store.plan_orders(day)
        if got:
            print(f"day {day:>2}: delivered " + ", ".join(f"{q} {s}" for _, s, q in got))
    print("on hand:", {s: store.on_hand(s) for s in sorted(demand)})
    print("spoiled:", dict(sorted(store.spoiled.items())))
    print("lost sales:", dict(sorted(lost.items())))
    print("open orders:", sorted(store.incoming))


if __name__ == "__main__":
    main()
