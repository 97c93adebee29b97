import itertools
import math

INVENTORY = {"widget": (4, 2.50), "gadget": (0, 10.0), "doohickey": (12, 0.99), "gizmo": (3, 7.25)}


def restock_plan(inv, budget):
    plan = {}
    for name, (qty, price) in sorted(inv.items(), key=lambda kv: kv[1][0]):
        need = max(0, 5 - qty)
        can = min(need, math.floor(budget / price))
        if can:
            plan[name] = can
            budget -= can * price
    return plan, round(budget, 2)


def main():
    plan, left = restock_plan(INVENTORY, 40)
    print(plan, left)
    combos = [c for c in itertools.combinations(sorted(INVENTORY), 2) if "gadget" not in c]
    print(len(combos), combos[:3])
    prices = [p for _, p in INVENTORY.values()]
    print(f"{math.fsum(prices):.2f} {math.prod(q for q, _ in INVENTORY.values() if q)} {math.gcd(12, 18, 30)}")
    for name, (qty, price) in INVENTORY.items():
        status = "OUT" if qty == 0 else ("LOW" if qty < 5 else "ok")
        print(f"{name:<10}{qty:>3}{price:>8.2f}  {status}")
    print(list(itertools.pairwise([1, 4, 9, 16])), list(itertools.product("ab", repeat=2)))


if __name__ == "__main__":
    main()
