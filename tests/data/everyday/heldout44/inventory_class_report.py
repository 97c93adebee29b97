class Product:
    count = 0

    def __init__(self, name, price, qty=0):
        self.name = name
        self.price = price
        self.qty = qty
        Product.count += 1

    @property
    def value(self):
        return self.price * self.qty

    @classmethod
    def from_line(cls, line):
        name, price, qty = line.split("|")
        return cls(name.strip(), float(price), int(qty))

    @staticmethod
    def header():
        return f"{'name':<10}{'price':>8}{'qty':>5}{'value':>10}"

    def __lt__(self, other):
        return self.value < other.value

    def __eq__(self, other):
        return isinstance(other, Product) and self.name == other.name

    def __str__(self):
        return f"{self.name:<10}{self.price:>8.2f}{self.qty:>5}{self.value:>10.2f}"


LINES = """lamp | 19.99 | 4
desk | 149.0 | 1
chair| 89.5 | 2
pen  | 0.99 | 120"""


def main():
    items = [Product.from_line(l) for l in LINES.splitlines()]
    print(Product.header())
    for p in sorted(items, reverse=True):
        print(p)
    print("products:", Product.count, "total:", round(sum(p.value for p in items), 2))
    print(Product("lamp", 1) == items[0], Product("x", 1) in items, max(items).name, min(items).name)
    cheap = [p.name for p in items if p.price < 20]
    print(cheap, Product.count)


if __name__ == "__main__":
    main()
