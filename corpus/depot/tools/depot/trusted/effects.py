"""Trusted warehouse effects for the `depot` domain."""
import clauz3

_STOCK: dict[str, int] = {"bolt-m6": 400, "nut-m6": 380, "washer-m6": 1000}


@clauz3.trusted
@clauz3.ensures(lambda result: result >= 0)
def stock_level(sku: str) -> int:
    return _STOCK.get(sku, 0)


@clauz3.requires(lambda sku, qty, order_id: 1 <= qty <= 100 and len(order_id) > 0,
                 message="reservations are 1..100 units against a named order")
@clauz3.trusted
def reserve(sku: str, qty: int, order_id: str) -> tuple[int, str]:
    have = _STOCK.get(sku, 0)
    granted = min(have, qty)
    _STOCK[sku] = have - granted
    return (granted, f"{order_id}/{sku}")


@clauz3.requires(lambda sku, qty, supplier="default": 0 < qty <= 1000, message="restock 1..1000 units")
@clauz3.trusted
def restock(sku: str, qty: int, supplier: str = "default") -> None:
    _STOCK[sku] = _STOCK.get(sku, 0) + qty


@clauz3.mock
@clauz3.trusted
def bin_counts(zone: str) -> dict[str, int]:
    return {sku: n for sku, n in _STOCK.items() if sku.startswith(zone)}


@clauz3.trusted
@clauz3.ensures(lambda result: len(result) <= 30)
def pick_list(order_id: str) -> list[str]:
    return sorted(_STOCK)[:3]


@clauz3.requires(lambda skus: len(skus) <= 25, message="at most 25 SKUs per weight lookup")
@clauz3.trusted
def unit_weights(skus: list[str]) -> list[int]:
    return [12 for _ in skus]
