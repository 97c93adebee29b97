"""Portfolio allocation report with nested format specs, drift from targets and rebalancing trades."""
from decimal import Decimal, ROUND_HALF_EVEN
from functools import reduce, partial
import operator

HOLDINGS = [
    # ticker, units, price, asset class
    ("VTI", Decimal("42"), Decimal("251.30"), "US equity"),
    ("VXUS", Decimal("110"), Decimal("58.72"), "Intl equity"),
    ("BND", Decimal("95"), Decimal("72.15"), "Bonds"),
    ("VNQ", Decimal("18"), Decimal("84.40"), "REIT"),
    ("CASH", Decimal("1520.55"), Decimal("1"), "Cash"),
]
TARGETS = {"US equity": Decimal("0.45"), "Intl equity": Decimal("0.25"), "Bonds": Decimal("0.20"),
           "REIT": Decimal("0.05"), "Cash": Decimal("0.05")}
BAND = Decimal("0.03")


def money(x, width=12):
    return f"{x:>{width},.2f}"


def main():
    values = {t: u * p for t, u, p, _ in HOLDINGS}
    total = reduce(operator.add, values.values())
    print(f"Portfolio value: {total:,.2f}")
    name_w = max(len(c) for c in TARGETS) + 2
    print(f"{'class':<{name_w}}{'value':>12}{'weight':>9}{'target':>9}{'drift':>9}")
    trades = []
    for ticker, units, price, cls in HOLDINGS:
        weight = values[ticker] / total
        target = TARGETS[cls]
        drift = weight - target
        flag = "!" if abs(drift) > BAND else " "
        print(f"{cls:<{name_w}}{money(values[ticker])}{weight:>9.2%}{target:>9.0%}{drift:>+9.2%}{flag}")
        goal = total * target
        if ticker != "CASH" and abs(drift) > BAND:
            qty = ((goal - values[ticker]) / price).quantize(Decimal("1"), rounding=ROUND_HALF_EVEN)
            trades.append((ticker, qty, price))
    print("trades to rebalance:")
    cash_needed = Decimal(0)
    for ticker, qty, price in trades:
        side = "BUY " if qty > 0 else "SELL"
        cash_needed += qty * price
        print(f"  {side} {abs(qty):>4} {ticker:<5} @ {price:>8} = {money(abs(qty) * price, 10)}")
    print(f"net cash flow: {-cash_needed:+,.2f}")
    for width, prec in [(10, 1), (14, 3)]:
        print(f"[{total:{width}.{prec}f}] [{total:<{width}.{prec}f}] [{float(total):^{width}.{prec}e}]")
    fill = "*"
    print(f"[{'total':{fill}^{11}}] [{12.5:{fill}>8}] [{42:{'0'}{'>'}{6}}]")
    pct = partial(lambda x, spec: format(x, spec), spec=".1%")
    print("weights:", ", ".join(f"{t}={pct(float(values[t] / total))}" for t in values))
    big = max(values, key=values.get)
    print("largest position:", big, "{:.1f}x the smallest".format(values[big] / min(values.values())))
    print("{0:>8} | {1:<8} | {0!r:^10}".format("VTI", 3.14159))
    print("{name:=^20}".format(name=" end "), "{:,}".format(1234567.891), "{:_.3f}".format(9876.54321))
    print(sum(TARGETS.values()) == 1, Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), total.as_tuple().exponent)
    return str(total.quantize(Decimal("0.01")))


if __name__ == "__main__":
    main()
