PRODUCTS = {"A1": ("chips", 125), "A2": ("candy", 90), "B1": ("soda", 150), "B2": ("water", 100)}
COINS = [200, 100, 25, 10, 5]


class VendingError(Exception):
    pass


def make_change(amount):
    change = {}
    for coin in COINS:
        n, amount = divmod(amount, coin)
        if n:
            change[coin] = n
    if amount:
        raise VendingError(f"cannot make change for {amount}")
    return change


def buy(code, paid):
    if code not in PRODUCTS:
        raise VendingError(f"unknown code {code}")
    name, price = PRODUCTS[code]
    if paid < price:
        raise VendingError(f"{name} costs ${price / 100:.2f}, paid ${paid / 100:.2f}")
    return name, make_change(paid - price)


def main():
    for code, paid in [("A1", 200), ("A2", 90), ("B1", 100), ("C9", 500), ("B2", 333), ("A2", 300)]:
        try:
            name, change = buy(code, paid)
        except VendingError as e:
            print(f"{code}: error: {e}")
            continue
        coins = ", ".join(f"{n}x{c}c" for c, n in change.items()) or "none"
        print(f"{code}: {name}, change {coins} (total {sum(c * n for c, n in change.items())}c)")


if __name__ == "__main__":
    main()
