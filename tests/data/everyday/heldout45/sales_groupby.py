import itertools
from operator import itemgetter

ORDERS = [
    ("2024-01-03", "alice", "keyboard", 2, 49.0),
    ("2024-01-03", "bob", "mouse", 1, 19.5),
    ("2024-01-04", "alice", "monitor", 1, 229.0),
    ("2024-01-05", "carol", "mouse", 3, 19.5),
    ("2024-01-05", "bob", "cable", 5, 4.99),
    ("2024-01-07", "alice", "cable", 2, 4.99),
    ("2024-01-07", "dave", "keyboard", 1, 49.0),
]


def main():
    by_day = itertools.groupby(ORDERS, key=itemgetter(0))
    for day, rows in by_day:
        rows = list(rows)
        total = sum(qty * price for _, _, _, qty, price in rows)
        print(f"{day}  {len(rows)} order(s)  {total:>8.2f}")
    by_customer = sorted(ORDERS, key=itemgetter(1, 2))
    for customer, rows in itertools.groupby(by_customer, key=lambda r: r[1]):
        items = [f"{r[2]}x{r[3]}" for r in rows]
        print(f"{customer:>6}: {', '.join(items)}")
    products = sorted({r[2] for r in ORDERS})
    print("pairs:", list(itertools.combinations(products, 2))[:4])
    print("grid:", ["".join(p) for p in itertools.product("AB", "12")])
    print("perms:", len(list(itertools.permutations(products, 3))))
    qty = list(map(itemgetter(3), ORDERS))
    print("qty chain:", list(itertools.chain(qty[:2], [0], qty[-2:])))
    print("compress:", list(itertools.compress(products, [1, 0, 1, 0])))
    print("pairwise:", list(itertools.pairwise(qty))[:3])
    print("zip_longest:", list(itertools.zip_longest("abc", [1, 2], fillvalue="-")))
    print("starmap:", list(itertools.starmap(pow, [(2, 3), (3, 2)])))
    print("dropwhile:", list(itertools.dropwhile(lambda q: q < 3, qty)))
    print("repeat:", list(itertools.repeat("x", 3)), list(itertools.takewhile(lambda q: q < 5, qty)))
    return max(ORDERS, key=lambda r: r[3] * r[4])[1]


if __name__ == "__main__":
    main()
