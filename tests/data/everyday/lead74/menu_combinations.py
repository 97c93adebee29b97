import itertools

MENU = {"burger": 8.5, "salad": 7.25, "fries": 3.0, "soda": 1.75, "shake": 4.5, "wrap": 7.75}


def combos_under(budget, size):
    for combo in itertools.combinations(sorted(MENU), size):
        cost = sum(MENU[i] for i in combo)
        if cost <= budget:
            yield combo, cost


def main():
    best = max(combos_under(15, 3), key=lambda c: (c[1], c[0]))
    print("best 3-item combo under 15:", best)
    for size in range(1, 4):
        n = sum(1 for _ in combos_under(12, size))
        print(f"{size} items under 12: {n}")
    sizes = ["S", "M", "L"]
    drinks = ["soda", "shake"]
    for s, d in itertools.product(sizes, drinks):
        mult = {"S": 0.8, "M": 1.0, "L": 1.3}[s]
        print(f"{s}-{d}: {MENU[d] * mult:.2f}", end="  ")
    print()
    orders = ["burger", "fries", "soda", "burger", "soda", "soda"]
    print(list(itertools.islice(itertools.cycle(sizes), 7)))
    for key, grp in itertools.groupby(sorted(orders)):
        print(key, len(list(grp)))
    pairs = list(itertools.permutations("ABC", 2))
    print(len(pairs), pairs[:4])
    print(list(itertools.zip_longest("abcd", [1, 2], fillvalue="-")))
    print(list(itertools.chain.from_iterable([[1, 2], (3,), range(4, 6)])))
