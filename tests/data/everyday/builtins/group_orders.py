ORDERS = (
    ("o-1001", "alice", "books", 23.50),
    ("o-1002", "bob", "games", 59.99),
    ("o-1003", "alice", "games", 19.99),
    ("o-1004", "carol", "books", 12.00),
    ("o-1005", "bob", "books", 8.75),
    ("o-1006", "alice", "music", 9.99),
)


def main() -> None:
    by_customer = {}
    by_category = {}
    for order_id, customer, category, amount in ORDERS:
        by_customer.setdefault(customer, []).append(amount)
        by_category[category] = by_category.get(category, 0.0) + amount
    print("customer  orders   spent")
    for customer, amounts in sorted(by_customer.items(), key=lambda kv: sum(kv[1]), reverse=True):
        print(f"{customer:<9} {len(amounts):>6} {sum(amounts):>7.2f}")
    best = max(by_category, key=by_category.get)
    print("best category:", best, round(by_category[best], 2))
    ids = [int(o[0].rsplit("-", 1)[1]) for o in ORDERS]
    print("id range:", min(ids), "-", max(ids), "gaps:", max(ids) - min(ids) + 1 - len(ids))
