STOCK = {
    "apples": {"qty": 4, "min": 10, "case": 12, "cost": 0.4},
    "bananas": {"qty": 30, "min": 20, "case": 24, "cost": 0.25},
    "cherries": {"qty": 0, "min": 5, "case": 10, "cost": 3.0},
    "dates": {"qty": 7, "min": 8, "case": 6, "cost": 1.2},
}


def cases_needed(item):
    short = item["min"] - item["qty"]
    if short <= 0:
        return 0
    return -(-short // item["case"])


def main():
    order = {}
    for name, item in STOCK.items():
        n = cases_needed(item)
        if n:
            order[name] = n
    total = 0.0
    for name, n in order.items():
        item = STOCK[name]
        units = n * item["case"]
        cost = units * item["cost"]
        total += cost
        print(f"{name:<9} {n} case(s) = {units:3} units  ${cost:7.2f}")
    print(f"{'total':<9} {'':>26}${total:7.2f}")
    ok = [name for name in STOCK if name not in order]
    print("no order needed:", ", ".join(ok) or "none")
    return order
