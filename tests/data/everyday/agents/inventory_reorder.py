STOCK = {"bolts": 120, "nuts": 35, "washers": 0, "screws": 410, "rivets": 18}
REORDER_AT = {"bolts": 100, "nuts": 50, "washers": 25, "screws": 200, "rivets": 20}
PACK = {"bolts": 50, "nuts": 40, "washers": 100, "screws": 250, "rivets": 10}
PRICE = {"bolts": 0.12, "nuts": 0.05, "washers": 0.02, "screws": 0.03, "rivets": 0.4}


def packs_needed(item):
    short = REORDER_AT[item] * 2 - STOCK[item]
    if short <= 0:
        return 0
    full, part = divmod(short, PACK[item])
    return full + (1 if part else 0)


def main():
    order = {}
    for item in sorted(STOCK):
        n = packs_needed(item)
        if STOCK[item] < REORDER_AT[item] and n:
            order[item] = n
    total = 0.0
    print(f"{'item':<8}{'packs':>6}{'units':>7}{'cost':>9}")
    for item, n in order.items():
        units = n * PACK[item]
        cost = units * PRICE[item]
        total += cost
        print(f"{item:<8}{n:>6}{units:>7}{cost:>9.2f}")
    print(f"{'total':<21}{total:>9.2f}")
    empty = [i for i, q in STOCK.items() if q == 0]
    print("out of stock:", empty or "none")
    return len(order)
