class Item:
    def __init__(self, sku, name, price):
        self.sku = sku
        self.name = name
        self.price = price

    def __repr__(self):
        return f"Item({self.sku!r}, {self.name!r}, {self.price})"


class Cart:
    def __init__(self):
        self.lines = {}

    def add(self, item, qty=1):
        if qty <= 0:
            raise ValueError(f"bad quantity {qty}")
        current = self.lines.get(item.sku, (item, 0))[1]
        self.lines[item.sku] = (item, current + qty)

    def remove(self, sku):
        try:
            del self.lines[sku]
        except KeyError:
            raise KeyError(f"no such sku: {sku}") from None

    def __len__(self):
        return sum(q for _, q in self.lines.values())

    def __contains__(self, sku):
        return sku in self.lines

    def total(self, discount=0.0):
        raw = sum(item.price * q for item, q in self.lines.values())
        return round(raw * (1 - discount), 2)

    def __str__(self):
        rows = [f"{q} x {item.name} @ {item.price:.2f}" for item, q in self.lines.values()]
        return "\n".join(rows) or "(empty)"


def main():
    cart = Cart()
    print(cart)
    pen = Item("P1", "pen", 1.25)
    pad = Item("N2", "notepad", 3.4)
    cart.add(pen, 3)
    cart.add(pad)
    cart.add(pen)
    print(cart)
    print(len(cart), "P1" in cart, "Z9" in cart, cart.total(), cart.total(0.15))
    for bad in (lambda: cart.add(pad, 0), lambda: cart.remove("Z9")):
        try:
            bad()
        except (ValueError, KeyError) as e:
            print(type(e).__name__, e)
    cart.remove("P1")
    print(repr(list(cart.lines.values())), bool(cart))


if __name__ == "__main__":
    main()
