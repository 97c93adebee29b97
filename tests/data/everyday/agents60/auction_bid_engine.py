"""An English auction with bid increments, proxy (maximum) bids and a reserve price."""
from decimal import Decimal


class BidRejected(Exception):
    pass


INCREMENTS = [(Decimal("0"), Decimal("0.50")), (Decimal("10"), Decimal("1")), (Decimal("100"), Decimal("5")),
              (Decimal("500"), Decimal("10")), (Decimal("1000"), Decimal("25"))]


def increment_for(price: Decimal) -> Decimal:
    step = INCREMENTS[0][1]
    for floor, inc in INCREMENTS:
        if price >= floor:
            step = inc
    return step


class Auction:
    def __init__(self, item: str, start: str, reserve: str):
        self.item = item
        self.price = Decimal(start)
        self.reserve = Decimal(reserve)
        self.leader = None
        self.leader_max = Decimal(0)
        self.history = []
        self.closed = False

    @property
    def minimum_bid(self) -> Decimal:
        return self.price if self.leader is None else self.price + increment_for(self.price)

    @property
    def reserve_met(self) -> bool:
        return self.leader is not None and self.price >= self.reserve

    def bid(self, bidder: str, maximum: str) -> None:
        if self.closed:
            raise BidRejected("auction is closed")
        amount = Decimal(maximum)
        if amount < self.minimum_bid:
            raise BidRejected(f"{bidder}: {amount} is below the minimum {self.minimum_bid}")
        if bidder == self.leader:
            self.leader_max = max(self.leader_max, amount)
            self.history.append((bidder, "raised max", self.price))
            return
        if self.leader is None:
            self.leader, self.leader_max = bidder, amount
        elif amount > self.leader_max:
            self.price = min(amount, self.leader_max + increment_for(self.leader_max))
            self.leader, self.leader_max = bidder, amount
        else:
            self.price = min(self.leader_max, amount + increment_for(amount))
        self.history.append((bidder, "leads" if self.leader == bidder else "outbid", self.price))

    def close(self) -> str:
        self.closed = True
        if not self.reserve_met:
            return f"{self.item}: not sold (reserve {self.reserve} not met, high bid {self.price})"
        return f"{self.item}: sold to {self.leader} for {self.price}"


def main():
    lots = [
        ("vintage camera", "20", "90", [("ann", "35"), ("bob", "50"), ("cat", "49.50"), ("ann", "120"),
                                        ("bob", "121"), ("ann", "130"), ("dan", "10")]),
        ("oak desk", "100", "400", [("eve", "150"), ("fay", "220"), ("eve", "230")]),
        ("signed poster", "5", "5", [("gus", "5"), ("hal", "5.25"), ("hal", "7")]),
    ]
    for item, start, reserve, bids in lots:
        auction = Auction(item, start, reserve)
        print(f"== {item} (start {start}, reserve {reserve})")
        for bidder, amount in bids:
            try:
                auction.bid(bidder, amount)
                who, what, price = auction.history[-1]
                print(f"  {bidder} max {amount:>6}: {what:<10} price {price:>7} leader {auction.leader}")
            except BidRejected as exc:
                print(f"  rejected: {exc}")
        print(" ", auction.close())
        try:
            auction.bid("late", "9999")
        except BidRejected as exc:
            print("  late bid:", exc)
    print([str(increment_for(Decimal(p))) for p in ("0", "9.99", "10", "499", "2500")])


if __name__ == "__main__":
    main()
