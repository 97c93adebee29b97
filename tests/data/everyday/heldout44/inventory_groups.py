from collections import defaultdict

STOCK = [
    ("fruit", "apple", 30, 0.5),
    ("fruit", "banana", 0, 0.25),
    ("dairy", "milk", 12, 1.99),
    ("dairy", "cheese", 4, 6.5),
    ("bakery", "bread", 9, 3.0),
    ("fruit", "cherry", 200, 0.05),
    ("bakery", "bagel", 0, 1.1),
]


def main():
    by_cat = defaultdict(list)
    value = defaultdict(float)
    out_of_stock = defaultdict(set)
    for cat, name, qty, price in STOCK:
        by_cat[cat].append(name)
        value[cat] += qty * price
        if qty == 0:
            out_of_stock[cat].add(name)
    for cat in sorted(by_cat):
        names = ", ".join(sorted(by_cat[cat]))
        print(f"{cat:<7} {value[cat]:>8.2f}  {names}")
    print("out of stock:", {k: sorted(v) for k, v in out_of_stock.items()})
    print("missing category value:", value["frozen"])
    print("categories now:", sorted(value))
    nested = defaultdict(lambda: defaultdict(int))
    for cat, name, qty, _ in STOCK:
        nested[cat][name[0]] += qty
    for cat, inner in sorted(nested.items()):
        print(cat, dict(sorted(inner.items())))
    counts = defaultdict(int)
    for cat, *_ in STOCK:
        counts[cat] += 1
    print(dict(counts))


if __name__ == "__main__":
    main()
