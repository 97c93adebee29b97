"""Portfolio rebalancing: current weights vs targets and whole-share trades."""
import math
from dataclasses import dataclass


@dataclass
class Holding:
    ticker: str
    shares: int
    price: float
    target: float

    @property
    def value(self):
        return self.shares * self.price


PORTFOLIO = [
    Holding("VTI", 120, 231.40, 0.50),
    Holding("VXUS", 200, 58.75, 0.25),
    Holding("BND", 150, 72.10, 0.20),
    Holding("GLD", 5, 185.20, 0.05),
]
CASH = 2_500.00
BAND = 0.02


def plan(holdings, cash):
    total = sum(h.value for h in holdings) + cash
    trades = []
    for h in holdings:
        weight = h.value / total
        drift = weight - h.target
        if abs(drift) <= BAND:
            continue
        wanted = total * h.target - h.value
        qty = math.floor(wanted / h.price) if wanted > 0 else -math.floor(-wanted / h.price)
        trades.append((h.ticker, qty, qty * h.price, drift))
    # sells first so buys are funded
    trades.sort(key=lambda t: t[1])
    return total, trades


def main():
    total, trades = plan(PORTFOLIO, CASH)
    print(f"portfolio value ${total:,.2f}")
    for h in PORTFOLIO:
        w = h.value / total
        print(f"  {h.ticker:<5} {h.value:>11,.2f} {w:7.2%} target {h.target:4.0%} {'*' if abs(w - h.target) > BAND else ''}")
    cash = CASH
    for ticker, qty, amount, drift in trades:
        action = "BUY " if qty > 0 else "SELL"
        cash -= amount
        print(f"{action} {abs(qty):>4} {ticker:<5} ${abs(amount):>10,.2f} (drift {drift:+.2%}) cash left {cash:,.2f}")
    print(f"cash after trades: {cash:.2f}", "OK" if cash >= 0 else "OVERDRAWN")


if __name__ == "__main__":
    main()
