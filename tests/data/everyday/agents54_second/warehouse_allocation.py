"""Inventory allocation across warehouses with greedy fill and a summary table."""
from collections import defaultdict
from operator import attrgetter, itemgetter


class Warehouse:
    def __init__(self, name, distance, stock):
        self.name = name
        self.distance = distance
        self.stock = dict(stock)

    def __repr__(self):
        return f"Warehouse({self.name!r}, {self.distance})"


class AllocationError(Exception):
    pass


def allocate(order, warehouses):
    plan = defaultdict(dict)
    for sku, qty in sorted(order.items(), key=itemgetter(1), reverse=True):
        remaining = qty
        for wh in sorted(warehouses, key=attrgetter("distance", "name")):
            take = min(remaining, wh.stock.get(sku, 0))
            if take:
                plan[wh.name][sku] = take
                wh.stock[sku] -= take
                remaining -= take
            if not remaining:
                break
        else:
            raise AllocationError(f"short {remaining} x {sku}")
    return plan


def main():
    whs = [Warehouse("east", 30, {"bolt": 50, "nut": 10}), Warehouse("west", 12, {"bolt": 20, "gear": 5}),
           Warehouse("north", 12, {"nut": 40, "gear": 1})]
    plan = allocate({"bolt": 60, "nut": 25, "gear": 6}, whs)
    for name, lines in sorted(plan.items()):
        print(f"{name:<6}", ", ".join(f"{k}x{v}" for k, v in sorted(lines.items())))
    print(sorted(whs, key=attrgetter("distance")))
    try:
        allocate({"gear": 1}, whs)
    except AllocationError as e:
        print("error:", e)
    left = {w.name: {k: v for k, v in w.stock.items() if v} for w in whs}
    print(left)


if __name__ == "__main__":
    main()
