"""A report builder caching expensive per-instance lookups with functools.cache."""
import functools


class PriceBook:
    def __init__(self, region, prices):
        self.region = region
        self.prices = prices
        self.lookups = 0

    @functools.cache
    def price(self, sku):
        self.lookups += 1
        print(f"  [{self.region}] looking up {sku}")
        return self.prices.get(sku, 0) * (2 if self.region == "eu" else 1)

    @functools.lru_cache(maxsize=2)
    def bundle(self, *skus):
        return sum(self.price(s) for s in skus)


def build_report(book, orders):
    lines = []
    for customer, skus in orders:
        total = book.bundle(*skus)
        lines.append(f"{customer:<6}{total:>6}")
    return lines


def main():
    prices = {"pen": 2, "pad": 5, "ink": 7}
    us = PriceBook("us", prices)
    eu = PriceBook("eu", prices)
    orders = [("ann", ("pen", "pad")), ("bob", ("pen",)), ("cy", ("pen", "pad")), ("di", ("ink", "pen"))]
    for book in (us, eu):
        print(book.region)
        for line in build_report(book, orders):
            print(line)
        print("lookups:", book.lookups)


if __name__ == "__main__":
    main()
