"""A shop receipt whose line items and money amounts format themselves."""


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __str__(self):
        return f"${self.cents // 100}.{self.cents % 100:02d}"

    def __repr__(self):
        return f"Money({self.cents})"

    def __format__(self, spec):
        text = str(self)
        if spec.endswith("m"):
            return format(text, spec[:-1])
        return format(text, spec)


class Item:
    def __init__(self, name, qty, price):
        self.name = name
        self.qty = qty
        self.price = Money(price)

    def total(self):
        return Money(self.qty * self.price.cents)

    def __str__(self):
        return f"{self.qty} x {self.name}"


class Plain:
    def __init__(self, label):
        self.label = label

    def __str__(self):
        return "<" + self.label + ">"


def main():
    items = [Item("coffee beans", 2, 1299), Item("filter papers", 1, 450), Item("mug", 3, 875)]
    width = 16
    print("{:<{w}}|{:>5}|{:>10}".format("item", "qty", "total", w=width))
    grand = 0
    for it in items:
        line = "{0.name:<{w}}|{0.qty:>5}|{1:>10}".format(it, it.total(), w=width)
        print(line)
        grand += it.total().cents
    print("{:-^{}}".format(" total ", width + 17))
    print("{:>{}m}".format(Money(grand), width + 17))
    print("{!r} and {!s} and {}".format(items[0].price, items[0].price, items[0]))
    print("first: {items[0]} / last price: {items[2].price}".format(items=items))
    row = {"sku": "A-17", "price": Money(1999)}
    print("{0[sku]} costs {0[price]:>9}".format(row))
    print("{sku}: {price!r}".format_map(row))
    print("%s bought %s for %s" % ("ann", items[1], items[1].total()))
    print("%r|%-12s|%12s|" % (Money(5), Plain("x"), Plain("y")))
    print("%(sku)s at %(price)s" % row)
    print("%*s|%-*s|" % (8, Plain("w"), 6, Money(7)))
    print("%s" % Plain("alone"))
    print(format(Plain("p")), "[" + format(Money(12345), ">12") + "]")
    try:
        print("{:>10}".format(Plain("bad")))
    except TypeError as e:
        print("TypeError:", e)
    try:
        print("{0.missing}".format(items[0]))
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        print("%s %s" % (Plain("one"),))
    except TypeError as e:
        print("TypeError:", e)
    try:
        print("%s" % (Plain("a"), Plain("b")))
    except TypeError as e:
        print("TypeError:", e)
    cell = "[{:>8}]".format
    print(" ".join(map(cell, [it.total() for it in items])), str.format("{0} / {0!r}", Money(42)))
    print(str.format_map("{price:>8} for {sku}", row), "{}{}".format(*[Money(1), Money(2)]))
    try:
        print(str.format(5, "x"))
    except TypeError as e:
        print("TypeError:", e)
    return "{} items".format(len(items))


if __name__ == "__main__":
    main()
