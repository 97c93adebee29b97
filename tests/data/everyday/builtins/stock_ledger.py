EVENTS = """buy AAPL 10 150.00
buy MSFT 5 300.50
sell AAPL 4 170.25
buy AAPL 2 160.00
sell MSFT 5 310.00
dividend AAPL 0 12.00"""


def main() -> None:
    positions = {}
    cash = 10000.0
    realized = 0.0
    for line in EVENTS.splitlines():
        kind, sym, qty, price = line.split()
        qty, price = int(qty), float(price)
        held, cost = positions.get(sym, (0, 0.0))
        if kind == "buy":
            positions[sym] = (held + qty, cost + qty * price)
            cash -= qty * price
        elif kind == "sell":
            avg = cost / held
            realized += (price - avg) * qty
            positions[sym] = (held - qty, cost - avg * qty)
            cash += qty * price
        else:
            cash += price
            realized += price
    for sym, (held, cost) in sorted(positions.items()):
        avg = cost / held if held else 0.0
        print(f"{sym:<5} {held:>3} @ {avg:>8.2f}")
    print(f"cash {cash:,.2f} realized {realized:+,.2f}")
    print("closed:", [s for s, (h, _) in positions.items() if h == 0])
