from collections import deque, defaultdict
from typing import NamedTuple
from decimal import Decimal


class Trade(NamedTuple):
    day: int
    symbol: str
    side: str  # "B" or "S"
    qty: int
    price: Decimal


TRADES_CSV = """\
1,AAPL,B,10,170.10
1,MSFT,B,5,402.00
2,AAPL,B,5,172.50
3,AAPL,S,12,175.00
3,MSFT,S,2,399.25
4,AAPL,S,3,171.00
5,MSFT,B,4,405.10
"""


def parse(text: str) -> list[Trade]:
    out = []
    for line in text.strip().splitlines():
        day, sym, side, qty, price = line.split(",")
        out.append(Trade(int(day), sym, side, int(qty), Decimal(price)))
    return out


def fifo(trades: list[Trade]):
    lots: dict[str, deque] = defaultdict(deque)
    realized: dict[str, Decimal] = defaultdict(Decimal)
    for t in trades:
        if t.side == "B":
            lots[t.symbol].append([t.qty, t.price])
            continue
        remaining = t.qty
        while remaining:
            lot = lots[t.symbol][0]
            take = min(remaining, lot[0])
            realized[t.symbol] += take * (t.price - lot[1])
            lot[0] -= take
            remaining -= take
            if lot[0] == 0:
                lots[t.symbol].popleft()
    return lots, realized


def main():
    trades = parse(TRADES_CSV)
    print(trades[0])
    print(trades[0]._asdict())
    lots, realized = fifo(trades)
    for sym in sorted(realized):
        print(f"{sym}: realized {realized[sym]:+.2f}")
    for sym, q in sorted(lots.items()):
        open_qty = sum(l[0] for l in q)
        cost = sum(l[0] * l[1] for l in q)
        avg = cost / open_qty if open_qty else Decimal(0)
        print(f"{sym}: open {open_qty} @ avg {avg:.4f} lots={[tuple(l) for l in q]}")
    volume = sum(t.qty * t.price for t in trades)
    print("gross volume:", volume)
    buys = [t._replace(price=t.price.quantize(Decimal("1"))) for t in trades if t.side == "B"]
    print("rounded buys:", [(t.symbol, str(t.price)) for t in buys])
    print(Trade._fields)
    return str(sum(realized.values()))


if __name__ == "__main__":
    main()
