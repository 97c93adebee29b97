import clauz3
from tools.depot.trusted.effects import unit_weights, reserve

PALLET_LIMIT = 900


def weight_of(item: tuple[str, int]) -> int:
    return item[1]


def main() -> list[list[str]]:
    skus = ["anvil", "vise", "clamp", "sawhorse", "toolbox", "ladder", "grinder"]
    weights = unit_weights(skus)
    items = sorted(list(zip(skus, weights)), key=weight_of, reverse=True)
    pallets = []
    loads = []
    for sku, weight in items:
        placed = False
        slot = 0
        while slot < len(pallets):
            if loads[slot] + weight <= PALLET_LIMIT:
                pallets[slot].append(sku)
                loads[slot] += weight
                placed = True
                break
            slot += 1
        if not placed:
            pallets.append([sku])
            loads.append(weight)
    flat = [sku for pallet in pallets for sku in pallet]
    assert sorted(flat) == sorted(skus)
    for n, (pallet, load) in enumerate(zip(pallets, loads)):
        print(f"pallet {n}: {load:>4} kg {pallet}")
        reserve(pallet[0], len(pallet), order_id=f"PAL-{n:05d}")
    return pallets
