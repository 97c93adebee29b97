import clauz3
from tools.depot.trusted.effects import restock, stock_level

REORDER_POINT = 50
TARGET_LEVEL = 400


def order_quantity(have: int, target: int, pack: int) -> int:
    missing = target - have
    packs = (missing + pack - 1) // pack
    return min(1000, packs * pack)


def main() -> int:
    catalogue = [("bolt-m6", 100, "fastenal"), ("nut-m6", 250, None), ("washer-m6", 500, "wurth"), ("rivet-4", 50, None)]
    ordered = 0
    for sku, pack, supplier in catalogue:
        have = stock_level(sku)
        if have >= REORDER_POINT:
            print(f"{sku:<10} ok ({have})")
        else:
            qty = order_quantity(have, TARGET_LEVEL, pack)
            if supplier is not None:
                restock(sku, qty, supplier=supplier)
            else:
                restock(sku, qty)
            ordered += qty
            print(f"{sku:<10} low ({have}) -> ordered {qty} from {supplier or 'default'}")
    return ordered
