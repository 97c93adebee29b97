"""Tabulate payoffs of option strategies at expiry and find breakevens and max profit/loss."""
from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class Leg:
    kind: Literal["call", "put", "stock"]
    strike: float
    premium: float
    qty: int  # positive = long, negative = short

    def payoff(self, spot: float) -> float:
        if self.kind == "stock":
            value = spot - self.strike
        elif self.kind == "call":
            value = max(spot - self.strike, 0.0) - self.premium
        else:
            value = max(self.strike - spot, 0.0) - self.premium
        return value * self.qty * 100


STRATEGIES = {
    "covered call": [Leg("stock", 100, 0, 1), Leg("call", 110, 3.20, -1)],
    "bull call spread": [Leg("call", 95, 7.50, 1), Leg("call", 105, 2.80, -1)],
    "long straddle": [Leg("call", 100, 5.10, 1), Leg("put", 100, 4.90, 1)],
    "iron condor": [Leg("put", 85, 0.90, 1), Leg("put", 90, 2.10, -1), Leg("call", 110, 2.00, -1), Leg("call", 115, 0.80, 1)],
}


def total(legs, spot):
    return sum(leg.payoff(spot) for leg in legs)


def breakevens(legs, lo=50.0, hi=150.0, step=0.05):
    found = []
    n = int(round((hi - lo) / step))
    prev = total(legs, lo)
    for i in range(1, n + 1):
        spot = lo + i * step
        cur = total(legs, spot)
        if prev == 0 or (prev < 0) != (cur < 0):
            found.append(round(spot - step if prev == 0 else spot, 1))
        prev = cur
    return sorted(set(found))


def main():
    spots = list(range(80, 125, 5))
    header = f"{'strategy':<17}" + "".join(f"{s:>8}" for s in spots)
    print(header)
    print("-" * len(header))
    for name, legs in STRATEGIES.items():
        row = "".join(f"{total(legs, s):>8.0f}" for s in spots)
        print(f"{name:<17}{row}")
    print()
    for name, legs in STRATEGIES.items():
        grid = [total(legs, s / 10) for s in range(500, 1501)]
        net = -sum(l.premium * l.qty * 100 for l in legs if l.kind != "stock")
        print(f"{name}: net {'credit' if net > 0 else 'debit'} {abs(net):.0f}, "
              f"max profit {max(grid):.0f}, max loss {min(grid):.0f}, breakevens {breakevens(legs)}")
    legs = STRATEGIES["iron condor"]
    print("condor legs short:", [f"{l.kind}@{l.strike:g}" for l in legs if l.qty < 0])
    print(Leg("put", 90, 2.1, -1) in legs, hash(legs[0]) == hash(Leg("put", 85, 0.90, 1)))


if __name__ == "__main__":
    main()
