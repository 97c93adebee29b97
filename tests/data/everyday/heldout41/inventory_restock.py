STOCK = {"bolts": 120, "nuts": 35, "washers": 0, "screws": 410, "rivets": 12}
MIN_LEVEL = {"bolts": 100, "nuts": 50, "washers": 25, "screws": 200, "rivets": 20}
PACK = {"bolts": 50, "nuts": 25, "washers": 100, "screws": 100, "rivets": 10}


def reorder_qty(item: str) -> int:
    need = MIN_LEVEL[item] - STOCK[item]
    if need <= 0:
        return 0
    packs = -(-need // PACK[item])
    return packs * PACK[item]


def main():
    orders = {item: q for item in STOCK if (q := reorder_qty(item)) > 0}
    print("orders:", orders)
    for item, qty in orders.items():
        before = STOCK[item]
        STOCK[item] += qty
        print(f"  {item:<8}{before:>5} -> {STOCK[item]:>5} (+{qty})")
    removed = STOCK.pop("rivets")
    print("discontinued rivets:", removed, "left:", list(STOCK))
    STOCK.update(gaskets=40, nuts=STOCK["nuts"] - 5)
    STOCK.update([("pins", 7)])
    print(STOCK)
    item, count = STOCK.popitem()
    print("popped", item, count)
    snapshot = STOCK.copy()
    snapshot.clear()
    print(len(snapshot), len(STOCK))
    zeros = dict.fromkeys(["a", "b", "c"], 0)
    print(zeros, dict.fromkeys("xy"))
    del STOCK["gaskets"]
    print(sorted(STOCK.items(), key=lambda kv: kv[1], reverse=True))
    print("bolts" in STOCK, "rivets" not in STOCK, STOCK.get("rivets", "n/a"))
    print(list(STOCK.keys()), list(STOCK.values()))


if __name__ == "__main__":
    main()
