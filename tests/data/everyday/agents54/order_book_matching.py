"""A limit order book that matches buy and sell orders with price-time priority."""
import heapq
from dataclasses import dataclass
from itertools import count

_seq = count(1)


@dataclass
class Order:
    side: str
    price: float
    qty: int
    trader: str
    oid: int = 0

    def __post_init__(self):
        if self.side not in ("buy", "sell"):
            raise ValueError(f"bad side {self.side!r}")
        if self.qty <= 0:
            raise ValueError("quantity must be positive")
        self.oid = next(_seq)


class OrderBook:
    def __init__(self):
        self.bids = []  # (-price, oid, order)
        self.asks = []  # (price, oid, order)
        self.trades = []

    def submit(self, order):
        book, opposite = (self.bids, self.asks) if order.side == "buy" else (self.asks, self.bids)
        while order.qty and opposite:
            key, _, best = opposite[0]
            best_price = -key if order.side == "sell" else key
            crosses = order.price >= best_price if order.side == "buy" else order.price <= best_price
            if not crosses:
                break
            fill = min(order.qty, best.qty)
            self.trades.append((best_price, fill, order.trader if order.side == "buy" else best.trader,
                                best.trader if order.side == "buy" else order.trader))
            order.qty -= fill
            best.qty -= fill
            if best.qty == 0:
                heapq.heappop(opposite)
        if order.qty:
            key = -order.price if order.side == "buy" else order.price
            heapq.heappush(book, (key, order.oid, order))

    def depth(self):
        bids = sorted(((-k, o.qty) for k, _, o in self.bids), reverse=True)
        asks = sorted((k, o.qty) for k, _, o in self.asks)
        return bids, asks

    def spread(self):
        if not self.bids or not self.asks:
            return None
        return round(self.asks[0][0] - (-self.bids[0][0]), 2)


def main():
    book = OrderBook()
    flow = [("sell", 101.5, 10, "s1"), ("sell", 102.0, 5, "s2"), ("buy", 100.0, 8, "b1"),
            ("buy", 101.0, 4, "b2"), ("sell", 101.5, 6, "s3"), ("buy", 102.0, 12, "b3"),
            ("sell", 99.0, 15, "s4"), ("buy", 98.0, 0, "bad"), ("hold", 1, 1, "bad")]
    for side, price, qty, trader in flow:
        try:
            book.submit(Order(side, price, qty, trader))
        except ValueError as e:
            print(f"rejected {trader}: {e}")
    print("trades:")
    for price, qty, buyer, seller in book.trades:
        print(f"  {qty:>3} @ {price:>7.2f}  {buyer} <- {seller}")
    bids, asks = book.depth()
    print("bids:", bids)
    print("asks:", asks)
    print("spread:", book.spread())
    volume = sum(q for _, q, _, _ in book.trades)
    vwap = sum(p * q for p, q, _, _ in book.trades) / volume
    print(f"volume {volume}, vwap {vwap:.4f}")


if __name__ == "__main__":
    main()
