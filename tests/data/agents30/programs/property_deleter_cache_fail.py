# prove: failed assertion
"""The deleter only counts clears and keeps the cached prices, so the cache is not empty
after `del catalog.prices`, as the check assumes."""
from tools.agents.trusted.effects import quote


class Catalog:
    def __init__(self):
        self._prices = {}
        self.clears = 0

    @property
    def prices(self) -> dict:
        return self._prices

    @prices.deleter
    def prices(self) -> None:
        self.clears += 1

    def price(self, item: str) -> int:
        if item not in self._prices:
            self._prices[item] = quote(item)
        return self._prices[item]


def main() -> int:
    catalog = Catalog()
    first = catalog.price("lamp")
    del catalog.prices
    assert catalog.clears == 1
    assert len(catalog.prices) == 0, "cache kept"
    return first
