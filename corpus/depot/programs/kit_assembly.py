import clauz3
from tools.depot.trusted.effects import reserve

def explode(bom: dict[str, list[tuple[str, int]]], part: str, qty: int, totals: dict[str, int]) -> int:
    if part not in bom:
        totals[part] = totals.get(part, 0) + qty
        return 1
    kinds = 0
    for child, per in bom[part]:
        kinds += explode(bom, child, qty * per, totals)
    return kinds


def main() -> int:
    bom = {
        "bike": [("frame", 1), ("wheel", 2), ("drivetrain", 1)],
        "wheel": [("rim", 1), ("spoke", 32), ("hub", 1)],
        "drivetrain": [("chain", 1), ("crank", 1), ("sprocket", 3)],
    }
    totals = {}
    leaves = explode(bom, "bike", 2, totals)
    print("leaf parts visited:", leaves)
    matrix = [[n * m for m in range(1, 4)] for n in range(1, 3)]
    print("size matrix", matrix, {part: qty for part, qty in totals.items() if qty > 4})
    reserved = 0
    for part in sorted(totals):
        qty = totals[part]
        while qty > 0:
            chunk = 100 if qty > 100 else qty
            granted, _ = reserve(part, chunk, order_id="KIT-bike-2")
            reserved += chunk
            qty -= chunk
    return reserved
