"""Reconcile warehouse stock against open orders: plan allocations, validate, then apply."""
from dataclasses import dataclass, field, replace
from collections import defaultdict


@dataclass(frozen=True)
class Line:
    sku: str
    qty: int


@dataclass
class Order:
    id: str
    customer: str
    priority: int
    lines: list[Line] = field(default_factory=list)
    status: str = "open"


@dataclass(order=True)
class Action:
    order_id: str
    sku: str
    qty: int
    kind: str = field(default="allocate", compare=False)


STOCK = {"A-100": 12, "B-200": 3, "C-300": 0, "D-400": 40}
ORDERS = [
    Order("SO-3", "acme", 2, [Line("A-100", 5), Line("B-200", 2)]),
    Order("SO-1", "globex", 1, [Line("A-100", 8), Line("D-400", 10)]),
    Order("SO-2", "initech", 1, [Line("C-300", 1), Line("D-400", 5)]),
    Order("SO-4", "acme", 3, [Line("B-200", 2), Line("E-500", 1)]),
]


def plan(stock: dict[str, int], orders: list[Order]) -> tuple[list[Action], list[str]]:
    remaining = dict(stock)
    actions: list[Action] = []
    problems: list[str] = []
    for order in sorted(orders, key=lambda o: (o.priority, o.id)):
        for line in order.lines:
            have = remaining.get(line.sku)
            if have is None:
                problems.append(f"{order.id}: unknown sku {line.sku}")
                continue
            take = min(have, line.qty)
            if take:
                actions.append(Action(order.id, line.sku, take))
                remaining[line.sku] = have - take
            if take < line.qty:
                actions.append(Action(order.id, line.sku, line.qty - take, "backorder"))
    return actions, problems


def validate(stock: dict[str, int], actions: list[Action]) -> None:
    used = defaultdict(int)
    for a in actions:
        if a.kind == "allocate":
            used[a.sku] += a.qty
    over = {sku: n for sku, n in used.items() if n > stock[sku]}
    if over:
        raise ValueError(f"over-allocation: {over}")


def apply(stock: dict[str, int], orders: list[Order], actions: list[Action]) -> list[Order]:
    backordered = {a.order_id for a in actions if a.kind == "backorder"}
    for a in actions:
        if a.kind == "allocate":
            stock[a.sku] -= a.qty
    return [replace(o, status="partial" if o.id in backordered else "allocated") for o in orders]


def main():
    actions, problems = plan(STOCK, ORDERS)
    print("plan:")
    for a in sorted(actions):
        print(f"  {a.kind:<9} {a.order_id} {a.sku} x{a.qty}")
    for p in problems:
        print("  problem:", p)
    validate(STOCK, actions)
    stock = dict(STOCK)
    updated = apply(stock, ORDERS, actions)
    for o in sorted(updated, key=lambda o: o.id):
        print(f"{o.id} {o.customer:<8} p{o.priority} -> {o.status}")
    print("stock after:", stock)
    print("frozen line equal:", Line("A-100", 5) == ORDERS[0].lines[0], hash(Line("x", 1)) == hash(Line("x", 1)))
    try:
        ORDERS[0].lines[0].qty = 9
    except AttributeError as e:
        print("cannot mutate:", type(e).__name__, e)
    return sum(stock.values())


if __name__ == "__main__":
    main()
