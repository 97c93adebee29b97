import clauz3
from tools.depot.trusted.effects import pick_list, stock_level


def label(aisle: str, shelf: int, sku: str, qty: int) -> str:
    code = f"{aisle.upper()}{shelf:05d}"
    return f"{code:<8}|{sku.replace('-', ' '):<14}|{qty:>5}"


def main() -> str:
    picks = pick_list("WAVE-12")
    if not picks:
        picks = ["hinge-l", "hinge-r", "latch"]
    picks.sort()
    queue = picks.copy()
    queue.insert(1, "pallet-wrap")
    first = queue.pop(0)
    where = queue.index("pallet-wrap")
    labels = []
    shelf = 3
    for sku in [first] + queue:
        qty = stock_level(sku)
        labels.append(label("b", shelf, sku, qty))
        shelf += 2
    sheet = "\n".join(labels)
    print(sheet)
    print("wrap moved to", where, "of", len(queue), "- original untouched:", picks)
    return sheet.split("\n")[-1].strip()
