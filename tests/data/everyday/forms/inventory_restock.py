STOCK = {"apples": 12, "pears": 3, "plums": 0, "figs": 7}
REORDER_AT = 5


def needs_restock(stock, *, threshold=REORDER_AT):
    for name, qty in sorted(stock.items()):
        if qty < threshold:
            yield name, threshold * 2 - qty


def main() -> None:
    orders = dict(needs_restock(STOCK))
    for name, qty in orders.items():
        print(f"order {qty:>3} x {name}")
    total = sum(qty for qty in orders.values())
    print("total units:", total)
    if not any(q == 0 for q in STOCK.values()):
        print("nothing sold out")
    else:
        print("sold out:", [n for n, q in STOCK.items() if q == 0])


if __name__ == "__main__":
    main()
