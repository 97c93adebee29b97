"""FIFO inventory costing: purchase lots, sales consume oldest lots, report COGS."""
from collections import deque
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum, auto


class Kind(Enum):
    BUY = auto()
    SELL = auto()


class OutOfStock(Exception):
    def __init__(self, sku, wanted, have):
        super().__init__(f"{sku}: wanted {wanted}, only {have} in stock")
        self.sku = sku


TXNS = [
    (Kind.BUY, "BOLT", 100, "0.12"), (Kind.BUY, "BOLT", 50, "0.15"),
    (Kind.SELL, "BOLT", 120, "0.30"), (Kind.BUY, "NUT", 200, "0.05"),
    (Kind.SELL, "NUT", 80, "0.11"), (Kind.BUY, "BOLT", 40, "0.13"),
    (Kind.SELL, "BOLT", 60, "0.32"), (Kind.SELL, "NUT", 500, "0.10"),
]

CENT = Decimal("0.01")


class Ledger:
    def __init__(self):
        self.lots = {}
        self.cogs = Decimal(0)
        self.revenue = Decimal(0)

    def buy(self, sku, qty, cost):
        self.lots.setdefault(sku, deque()).append([qty, cost])

    def sell(self, sku, qty, price):
        lots = self.lots.get(sku, deque())
        have = sum(q for q, _ in lots)
        if qty > have:
            raise OutOfStock(sku, qty, have)
        remaining, cost = qty, Decimal(0)
        while remaining:
            lot = lots[0]
            take = min(lot[0], remaining)
            cost += take * lot[1]
            lot[0] -= take
            remaining -= take
            if lot[0] == 0:
                lots.popleft()
        self.cogs += cost
        self.revenue += qty * price
        return cost


def main():
    ledger = Ledger()
    for kind, sku, qty, amount in TXNS:
        amount = Decimal(amount)
        if kind is Kind.BUY:
            ledger.buy(sku, qty, amount)
            print(f"{kind.name:<4} {sku:<4} {qty:>4} @ {amount}")
            continue
        try:
            cost = ledger.sell(sku, qty, amount)
        except OutOfStock as err:
            print(f"REJECTED {err} ({err.sku})")
            continue
        margin = qty * amount - cost
        print(f"{kind.name:<4} {sku:<4} {qty:>4} @ {amount} cost {cost.quantize(CENT)} margin {margin.quantize(CENT, ROUND_HALF_UP)}")
    for sku, lots in sorted(ledger.lots.items()):
        value = sum(q * c for q, c in lots)
        print(f"on hand {sku}: {[tuple(l) for l in lots]} value {value}")
    gross = ledger.revenue - ledger.cogs
    print(f"revenue {ledger.revenue} cogs {ledger.cogs} gross {gross} ({gross / ledger.revenue:.1%})")


if __name__ == "__main__":
    main()
