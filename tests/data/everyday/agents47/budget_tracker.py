from collections import OrderedDict
import json

TRANSACTIONS = [
    ("2024-01-03", "groceries", -54.20),
    ("2024-01-05", "salary", 2500.00),
    ("2024-01-09", "rent", -1200.00),
    ("2024-01-12", "groceries", -38.75),
    ("2024-01-20", "fun", -60.00),
    ("2024-02-01", "salary", 2500.00),
    ("2024-02-03", "groceries", -71.10),
]


def monthly(transactions):
    months = OrderedDict()
    for date, cat, amount in transactions:
        key = date[:7]
        months.setdefault(key, {"in": 0.0, "out": 0.0})
        months[key]["in" if amount > 0 else "out"] += abs(amount)
    return months


def main():
    months = monthly(TRANSACTIONS)
    for month, totals in months.items():
        net = totals["in"] - totals["out"]
        print(f"{month}: in {totals['in']:>9,.2f} out {totals['out']:>9,.2f} net {net:+,.2f}")
    cats = {}
    for _, cat, amount in TRANSACTIONS:
        if amount < 0:
            cats[cat] = round(cats.get(cat, 0) - amount, 2)
    print(json.dumps(cats, sort_keys=True))
    print(json.dumps({"months": list(months)}, indent=2))
    biggest = min(TRANSACTIONS, key=lambda t: t[2])
    print("biggest expense:", biggest)
    running = 0.0
    balance = []
    for _, _, amount in TRANSACTIONS:
        running += amount
        balance.append(round(running, 2))
    print(balance)
    months.move_to_end("2024-01")
    print(list(months.keys()), months.popitem(last=False)[0])


if __name__ == "__main__":
    main()
