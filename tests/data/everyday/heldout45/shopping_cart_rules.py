class Product:
    def __init__(self, sku, name, price, category):
        self.sku, self.name, self.price, self.category = sku, name, price, category


class Cart:
    def __init__(self):
        self.lines = {}

    def add(self, product, qty=1):
        if qty <= 0:
            raise ValueError(f"quantity must be positive, got {qty}")
        current = self.lines.get(product.sku, (product, 0))[1]
        self.lines[product.sku] = (product, current + qty)
        return self

    def remove(self, sku):
        try:
            del self.lines[sku]
        except KeyError:
            raise KeyError(f"{sku} not in cart") from None

    def subtotal(self):
        return sum(p.price * q for p, q in self.lines.values())

    def discounts(self):
        found = []
        for p, q in self.lines.values():
            if q >= 3 and p.category == "snack":
                found.append((f"3+ {p.name}", -0.1 * p.price * q))
        if self.subtotal() > 50:
            found.append(("over $50", -5.0))
        return found

    def __len__(self):
        return sum(q for _, q in self.lines.values())

    def __contains__(self, sku):
        return sku in self.lines


def main():
    catalog = [Product("S1", "chips", 2.49, "snack"), Product("D1", "soda", 1.25, "drink"),
               Product("H1", "headphones", 39.99, "tech"), Product("S2", "nuts", 4.75, "snack")]
    cart = Cart()
    cart.add(catalog[0], 2).add(catalog[1], 6).add(catalog[2]).add(catalog[0]).add(catalog[3], 3)
    for bad in ((catalog[1], 0), (catalog[3], -2)):
        try:
            cart.add(*bad)
        except ValueError as err:
            print("error:", err)
    try:
        cart.remove("X9")
    except KeyError as err:
        print("error:", err)
    for p, q in sorted(cart.lines.values(), key=lambda pq: -pq[0].price * pq[1]):
        print(f"{q:>2} x {p.name:<11} @ {p.price:>6.2f} = {p.price * q:>7.2f}")
    total = cart.subtotal()
    for label, amount in cart.discounts():
        print(f"{label:<24}{amount:>8.2f}")
        total += amount
    print(f"{'TOTAL':<24}{total:>8.2f}", len(cart), "S1" in cart, "X9" in cart)
    return round(total, 2)


if __name__ == "__main__":
    main()
