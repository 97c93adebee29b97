"""Sealed and open auctions: bid validation, proxy bidding and settlement."""
import bisect
from dataclasses import dataclass, field
from operator import attrgetter


class BidRejected(Exception):
    pass


@dataclass(order=True, frozen=True)
class Bid:
    amount: int
    time: int
    bidder: str = field(compare=False)


@dataclass
class Lot:
    lot_id: int
    title: str
    reserve: int
    increment: int = 5
    bids: list = field(default_factory=list)
    closed: bool = False

    def high(self):
        return max(self.bids, key=lambda b: (b.amount, -b.time), default=None)

    def place(self, bidder, amount, time):
        if self.closed:
            raise BidRejected(f"lot {self.lot_id} is closed")
        top = self.high()
        minimum = (top.amount + self.increment) if top else 1
        if amount < minimum:
            raise BidRejected(f"{bidder}: {amount} below minimum {minimum}")
        if top and top.bidder == bidder:
            raise BidRejected(f"{bidder} already leads")
        bisect.insort(self.bids, Bid(amount, time, bidder))

    def settle(self):
        self.closed = True
        top = self.high()
        if top is None or top.amount < self.reserve:
            return None
        others = [b for b in self.bids if b.bidder != top.bidder]
        price = max(self.reserve, max((b.amount for b in others), default=0) + self.increment)
        return top.bidder, min(price, top.amount)


def main():
    lots = [Lot(1, "Clock", reserve=50), Lot(2, "Vase", reserve=200, increment=10), Lot(3, "Lamp", reserve=10)]
    by_id = {lot.lot_id: lot for lot in lots}
    feed = [
        (1, "ann", 20), (1, "bob", 22), (1, "bob", 30), (1, "cat", 60), (2, "ann", 150),
        (1, "ann", 64), (2, "dan", 155), (2, "dan", 175), (1, "bob", 90), (3, "eve", 0),
        (1, "cat", 95),
    ]
    for t, (lot_id, bidder, amount) in enumerate(feed):
        try:
            by_id[lot_id].place(bidder, amount, t)
            print(f"t{t:02d} lot {lot_id}: {bidder} bids {amount}")
        except BidRejected as e:
            print(f"t{t:02d} lot {lot_id}: rejected - {e}")
    for lot in lots:
        outcome = lot.settle()
        amounts = [b.amount for b in lot.bids]
        if outcome:
            print(f"{lot.title}: sold to {outcome[0]} for {outcome[1]} (bids {amounts})")
        else:
            print(f"{lot.title}: unsold (reserve {lot.reserve}, bids {amounts})")
    try:
        lots[0].place("zed", 500, 99)
    except BidRejected as e:
        print(e)
    all_bids = sorted((b for lot in lots for b in lot.bids), key=attrgetter("bidder", "amount"))
    print([(b.bidder, b.amount) for b in all_bids])
    idx = bisect.bisect_left([b.amount for b in lots[0].bids], 64)
    print("64 is at", idx, Bid(5, 1, "x") < Bid(5, 2, "a"), Bid(5, 1, "x") == Bid(5, 1, "y"))
    return len(all_bids)


if __name__ == "__main__":
    main()
