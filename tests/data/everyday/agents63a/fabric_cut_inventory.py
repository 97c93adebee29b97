"""Track a sewing studio's fabric stock with Counter arithmetic: orders, cuts, restock lists."""
from collections import Counter, defaultdict

STOCK = Counter({"linen-natural": 34, "linen-black": 12, "cotton-white": 50, "denim-indigo": 18,
                 "silk-ivory": 6, "wool-charcoal": 9})
ORDERS = [
    ("ORD-1", {"linen-natural": 6, "cotton-white": 4}),
    ("ORD-2", {"denim-indigo": 10, "linen-black": 5}),
    ("ORD-3", {"silk-ivory": 8, "cotton-white": 12}),
    ("ORD-4", {"wool-charcoal": 3, "linen-natural": 20, "velvet-red": 2}),
    ("ORD-5", {"denim-indigo": 9}),
]
MIN_LEVEL = Counter({"linen-natural": 10, "linen-black": 5, "cotton-white": 20, "denim-indigo": 8,
                     "silk-ivory": 4, "wool-charcoal": 4, "velvet-red": 2})


def main():
    stock = STOCK.copy()
    fulfilled, backorders = [], defaultdict(list)
    for order_id, wanted in ORDERS:
        need = Counter(wanted)
        short = need - stock
        if not short:
            stock -= need
            fulfilled.append(order_id)
            print(f"{order_id}: cut {dict(need)}")
        else:
            partial = need & stock
            stock -= partial
            for item, qty in short.items():
                backorders[item].append((order_id, qty))
            print(f"{order_id}: partial {dict(partial)}, short {dict(short)}")
    print("\nfulfilled:", fulfilled)
    print("backorders:", dict(backorders))
    print("remaining:", sorted(stock.items()))
    print("zero lines dropped by +:", +Counter({"a": 0, "b": -2, "c": 3}))
    print("negatives kept by subtract:", end=" ")
    c = Counter(a=1)
    c.subtract({"a": 3, "b": 1})
    print(c, "->", -c)
    restock = (MIN_LEVEL - stock) + Counter({item: sum(q for _, q in lst) for item, lst in backorders.items()})
    print("\nrestock list:")
    for item, qty in restock.most_common():
        print(f"  {item:<16}{qty:>4} m")
    used = STOCK - stock
    print("used:", used.most_common(3), "total", used.total())
    print("union/intersection:", STOCK | MIN_LEVEL == STOCK + (MIN_LEVEL - STOCK), (STOCK & MIN_LEVEL)["silk-ivory"])
    print("elements sample:", sorted(Counter(x=2, y=1).elements()))
    fabrics = Counter(item.split("-")[0] for item in STOCK)
    print("by fibre:", dict(sorted(fabrics.items())), "comparison:", Counter(a=1) <= Counter(a=2, b=1))
    return restock.total()


if __name__ == "__main__":
    main()
