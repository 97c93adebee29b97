TRANSACTIONS = [
    ("2026-11-01", "deposit", 1500.00, "salary"),
    ("2026-11-02", "withdraw", 45.20, "groceries"),
    ("2026-11-03", "withdraw", 1200.00, "rent"),
    ("2026-11-05", "withdraw", 12.99, "streaming"),
    ("2026-11-09", "deposit", 200.00, "refund"),
    ("2026-11-12", "withdraw", 63.75, "groceries"),
    ("2026-11-20", "withdraw", 500.00, "savings"),
]


def main():
    balance = 0.0
    lowest = (None, float("inf"))
    by_category = {}
    for date, kind, amount, category in TRANSACTIONS:
        signed = amount if kind == "deposit" else -amount
        balance = round(balance + signed, 2)
        if balance < lowest[1]:
            lowest = (date, balance)
        if kind == "withdraw":
            by_category[category] = by_category.get(category, 0) + amount
        print(f"{date} {kind:<8} {signed:+10.2f} {balance:10.2f}")
    print("lowest balance", lowest)
    spent = sorted(by_category.items(), key=lambda kv: kv[1], reverse=True)
    for cat, amt in spent:
        share = amt / sum(by_category.values())
        print(f"  {cat:<10}{amt:>9.2f} {share:6.1%}")
    return balance
