import clauz3
from tools.depot.trusted.effects import reserve, stock_level

BATCH = 100


def batches(total: int, size: int) -> list[int]:
    full = total // size
    rest = total % size
    sizes = []
    for _ in range(full):
        sizes.append(size)
    if rest:
        sizes += [rest]
    return sizes


def main() -> list[str]:
    order_id = "SO-31337"
    lines = {"cable-cat6": 340, "patch-panel": 12, "rack-screw": 0}
    handles = []
    for sku in lines:
        qty = lines[sku]
        if not qty:
            note = f"{sku}: nothing to reserve"
            print(note)
        else:
            available = stock_level(sku)
            plan = batches(min(qty, available) if available else qty, BATCH)
            print(f"{sku}: {qty} wanted, {available} on hand, plan {plan}")
            for start in range(len(plan) - 1, -1, -1):
                granted, handle = reserve(sku, plan[start], order_id)
                handles.append(handle)
    evens = list(range(2, 11, 4))
    print("checkpoints", evens, tuple(handles[::2]))
    return handles
