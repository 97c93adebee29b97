STATEMENT = [
    ("2024-03-01", "deposit", 2500.0),
    ("2024-03-02", "card", -43.2, "GROCER"),
    ("2024-03-05", "transfer", -500.0, "savings"),
    ("2024-03-09", "card", -12.99, "STREAMFLIX"),
    ("2024-03-15", "fee", -5.0),
    ("2024-03-20", "card", -120.0, "GROCER"),
    ("2024-03-28", "interest", 1.37),
]


def categorize(entry):
    match entry:
        case (_, "deposit" | "interest", amount):
            return "income", amount
        case (_, "card", amount, "GROCER"):
            return "food", amount
        case (_, "card", amount, merchant) if merchant.isupper():
            return "subscriptions", amount
        case (_, "transfer", amount, dest):
            return f"to {dest}", amount
        case (_, kind, amount):
            return kind, amount


def main():
    totals = {}
    balance = 0.0
    for entry in STATEMENT:
        category, amount = categorize(entry)
        balance += amount
        totals[category] = round(totals.get(category, 0) + amount, 2)
        print(f"{entry[0]} {category:<14}{amount:>10.2f}{balance:>11.2f}")
    for category, amount in sorted(totals.items(), key=lambda kv: kv[1]):
        print(f"{category:<14}{amount:>10.2f}")
    return round(balance, 2)
