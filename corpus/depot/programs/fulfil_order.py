import clauz3
from tools.depot.trusted.effects import pick_list, reserve


def main() -> tuple[int, list[str]]:
    order_id = "SO-20931"
    picks = pick_list(order_id)
    wanted = {}
    for sku in picks:
        wanted[sku] = picks.count(sku)
    granted_total = 0
    backorder = []
    for sku, qty in wanted.items():
        granted, handle = reserve(sku, qty, order_id)
        granted_total += granted
        if granted < qty:
            backorder.append(f"{sku} x{qty - granted}")
        print(f"{handle or '(no handle)'}: {granted}/{qty}")
    print("unique skus:", len(wanted), "lines:", len(picks))
    if backorder:
        print("backorder:", "; ".join(backorder))
    return granted_total, backorder
