"""Reconcile ordered vs shipped vs invoiced quantities; plan corrections, validate, then apply."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, asdict, replace
from enum import Enum


class Action(Enum):
    SHIP_REMAINDER = "ship remainder"
    CREDIT_OVERBILL = "credit overbill"
    INVOICE_SHIPPED = "invoice shipped"
    INVESTIGATE = "investigate"


@dataclass(frozen=True, order=True)
class Line:
    order_id: str
    sku: str
    qty: int


@dataclass
class Correction:
    order_id: str
    sku: str
    action: Action
    qty: int
    notes: list[str] = field(default_factory=list)


ORDERS = [Line("SO-1", "MUG", 4), Line("SO-1", "TEE", 2), Line("SO-2", "CAP", 10), Line("SO-3", "MUG", 1), Line("SO-3", "PIN", 5)]
SHIPMENTS = [Line("SO-1", "MUG", 4), Line("SO-1", "TEE", 1), Line("SO-2", "CAP", 10), Line("SO-3", "PIN", 6), Line("SO-4", "TEE", 2)]
INVOICES = [Line("SO-1", "MUG", 4), Line("SO-1", "TEE", 2), Line("SO-2", "CAP", 8), Line("SO-3", "PIN", 5)]
STOCK = Counter({"MUG": 3, "TEE": 0, "CAP": 40, "PIN": 100})


def totals(lines):
    c = Counter()
    for ln in lines:
        c[(ln.order_id, ln.sku)] += ln.qty
    return c


def plan(orders, shipped, invoiced):
    keys = sorted(set(orders) | set(shipped) | set(invoiced))
    for key in keys:
        o, s, i = orders[key], shipped[key], invoiced[key]
        if o == 0:
            yield Correction(*key, Action.INVESTIGATE, s, [f"shipped {s} without an order"])
            continue
        if s < o:
            yield Correction(*key, Action.SHIP_REMAINDER, o - s)
        elif s > o:
            yield Correction(*key, Action.INVESTIGATE, s - o, [f"over-shipped by {s - o}"])
        if i > s:
            yield Correction(*key, Action.CREDIT_OVERBILL, i - s)
        elif i < min(s, o):
            yield Correction(*key, Action.INVOICE_SHIPPED, min(s, o) - i)


def validate(corrections, stock):
    need = Counter()
    for c in corrections:
        if c.action is Action.SHIP_REMAINDER:
            need[c.sku] += c.qty
    for c in corrections:
        if c.action is Action.SHIP_REMAINDER and need[c.sku] > stock[c.sku]:
            yield replace(c, action=Action.INVESTIGATE, notes=c.notes + [f"stock {stock[c.sku]} < needed {need[c.sku]}"])
        else:
            yield c


def main():
    orders, shipped, invoiced = totals(ORDERS), totals(SHIPMENTS), totals(INVOICES)
    draft = list(plan(orders, shipped, invoiced))
    final = list(validate(draft, STOCK))
    print(f"{len(draft)} corrections planned, {sum(a != b for a, b in zip(draft, final))} changed by validation")
    for c in final:
        note = f"  # {'; '.join(c.notes)}" if c.notes else ""
        print(f"  {c.order_id:<5} {c.sku:<4} {c.action.value:<16} x{c.qty}{note}")
    by_action = Counter(c.action.name for c in final)
    print("by action:", dict(sorted(by_action.items())))
    stock = STOCK.copy()
    for c in final:
        if c.action is Action.SHIP_REMAINDER:
            stock[c.sku] -= c.qty
    print("stock after:", sorted(stock.items()), "| min line:", min(ORDERS), "| max:", max(SHIPMENTS))
    print(asdict(final[0]))
    try:
        ORDERS[0].qty = 9
    except AttributeError as e:
        print(type(e).__name__, e)
    return by_action


if __name__ == "__main__":
    main()
