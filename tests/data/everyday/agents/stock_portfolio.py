TRADES = [
    ("2024-01-03", "AAPL", "buy", 10, 185.2),
    ("2024-01-10", "MSFT", "buy", 5, 375.0),
    ("2024-02-01", "AAPL", "buy", 5, 190.0),
    ("2024-02-15", "AAPL", "sell", 8, 182.5),
    ("2024-03-01", "MSFT", "sell", 2, 410.1),
    ("2024-03-05", "NVDA", "buy", 3, 850.0),
]
PRICES = {"AAPL": 170.0, "MSFT": 420.0, "NVDA": 880.0}


def main():
    lots = {}
    realized = 0.0
    for date, sym, side, qty, price in TRADES:
        queue = lots.setdefault(sym, [])
        if side == "buy":
            queue.append([qty, price])
            continue
        while qty:
            take = min(qty, queue[0][0])
            realized += take * (price - queue[0][1])
            queue[0][0] -= take
            qty -= take
            if queue[0][0] == 0:
                queue.pop(0)
    print(f"realized {realized:+.2f}")
    total = 0.0
    for sym in sorted(lots):
        shares = sum(q for q, _ in lots[sym])
        cost = sum(q * p for q, p in lots[sym])
        value = shares * PRICES[sym]
        total += value
        print(f"{sym:<5}{shares:>4} cost={cost:>9.2f} value={value:>9.2f} pnl={value - cost:>+8.2f} ({(value / cost - 1) * 100:+.1f}%)")
    print(f"portfolio {total:,.2f}")
    return round(total + realized, 2)
