# prove: proved
"""A price cache behind a property: `del catalog.prices` runs its deleter, which empties it,
so every price is quoted again."""
from tools.agents.trusted.effects import quote


class Catalog:
    def __init__(self):
        self._prices = {}

    @property
    def prices(self) -> dict:
        return self._prices

    @prices.deleter
    def prices(self) -> None:
        print("cache cleared with", len(self._prices), "prices")
        self._prices = {}

    def price(self, item: str) -> int:
        if item not in self._prices:
            self._prices[item] = quote(item)
        return self._prices[item]


def main() -> int:
    catalog = Catalog()
    first = catalog.price("lamp")
    del catalog.prices
    assert len(catalog.prices) == 0
    again = catalog.price("lamp")
    assert 0 <= first + again <= 2000
    return first + again
