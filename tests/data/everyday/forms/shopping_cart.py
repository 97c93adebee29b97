PRICES = {"apple": 0.5, "bread": 2.25, "milk": 1.1, "cheese": 4.0}
DISCOUNTS = {"cheese": 0.1}


def line_total(item, qty, *, prices=None):
    price = (prices or PRICES)[item]
    off = DISCOUNTS.get(item, 0)
    return round(price * qty * (1 - off), 2)


def main() -> None:
    cart = {"apple": 6, "bread": 1, "cheese": 2}
    cart["milk"] = 2
    del cart["bread"]
    lines = [(item, qty, line_total(item, qty)) for item, qty in cart.items()]
    for item, qty, total in lines:
        print(f"{item:<8}{qty:>3} {total:>7.2f}")
    subtotal = sum(t for _, _, t in lines)
    shipping = 0 if subtotal > 10 else 3.5
    print(f"subtotal {subtotal:.2f} shipping {shipping:.2f} total {subtotal + shipping:.2f}")


if __name__ == "__main__":
    main()
