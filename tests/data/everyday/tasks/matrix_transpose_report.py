SALES = [
    ["Q1", 120, 95, 143],
    ["Q2", 130, 101, 150],
    ["Q3", 90, 120, 161],
    ["Q4", 160, 110, 149],
]
STORES = ["Downtown", "Airport", "Mall"]


def main():
    quarters = [row[0] for row in SALES]
    numbers = [row[1:] for row in SALES]
    by_store = list(zip(*numbers))
    print(" " * 9 + "".join(f"{q:>6}" for q in quarters) + f"{'total':>8}")
    for name, values in zip(STORES, by_store):
        print(f"{name:<9}" + "".join(f"{v:>6}" for v in values) + f"{sum(values):>8}")
    totals = [sum(col) for col in numbers]
    print(f"{'all':<9}" + "".join(f"{t:>6}" for t in totals) + f"{sum(totals):>8}")
    growth = [(b - a) / a * 100 for a, b in zip(totals, totals[1:])]
    print("q/q growth:", ", ".join(f"{g:+.1f}%" for g in growth))
    best = max(range(len(STORES)), key=lambda i: sum(by_store[i]))
    return STORES[best]
