"""Event-sourced warehouse stock: an append-only store, projections, and replay to a point."""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from typing import ClassVar, Iterable


@dataclass(frozen=True)
class Event:
    seq: int
    sku: str
    kind: ClassVar[str] = "event"

    def to_json(self) -> str:
        return json.dumps({"type": self.kind, **asdict(self)}, sort_keys=True)


@dataclass(frozen=True)
class Received(Event):
    qty: int = 0
    kind: ClassVar[str] = "received"


@dataclass(frozen=True)
class Shipped(Event):
    qty: int = 0
    order: str = ""
    kind: ClassVar[str] = "shipped"


@dataclass(frozen=True)
class Adjusted(Event):
    delta: int = 0
    reason: str = ""
    kind: ClassVar[str] = "adjusted"


class ConcurrencyError(Exception):
    pass


@dataclass
class EventStore:
    events: list[Event] = field(default_factory=list)

    def append(self, event: Event, expected_seq: int) -> None:
        if expected_seq != len(self.events):
            raise ConcurrencyError(f"expected version {expected_seq}, store is at {len(self.events)}")
        self.events.append(event)

    def upto(self, seq: int) -> Iterable[Event]:
        return (e for e in self.events if e.seq <= seq)


def project_stock(events: Iterable[Event]) -> Counter:
    stock: Counter = Counter()
    for e in events:
        if isinstance(e, Received):
            stock[e.sku] += e.qty
        elif isinstance(e, Shipped):
            stock[e.sku] -= e.qty
        elif isinstance(e, Adjusted):
            stock[e.sku] += e.delta
    return stock


def project_orders(events: Iterable[Event]) -> dict[str, list[str]]:
    orders = defaultdict(list)
    for e in events:
        if type(e) is Shipped:
            orders[e.order].append(f"{e.qty}x{e.sku}")
    return dict(orders)


class Warehouse:
    def __init__(self, store: EventStore) -> None:
        self.store = store

    def version(self) -> int:
        return len(self.store.events)

    def receive(self, sku, qty):
        self.store.append(Received(self.version() + 1, sku, qty), self.version())

    def ship(self, sku, qty, order):
        have = project_stock(self.store.events)[sku]
        if qty > have:
            raise ValueError(f"cannot ship {qty} {sku}: {have} in stock")
        self.store.append(Shipped(self.version() + 1, sku, qty, order), self.version())

    def adjust(self, sku, delta, reason):
        self.store.append(Adjusted(self.version() + 1, sku, delta, reason), self.version())


def main():
    store = EventStore()
    wh = Warehouse(store)
    wh.receive("bolt", 500)
    wh.receive("nut", 800)
    wh.ship("bolt", 120, "SO-1")
    wh.ship("nut", 120, "SO-1")
    wh.adjust("bolt", -7, "damaged")
    wh.receive("washer", 1000)
    wh.ship("washer", 250, "SO-2")
    try:
        wh.ship("bolt", 400, "SO-3")
    except ValueError as exc:
        print("refused:", exc)
    try:
        store.append(Received(99, "nut", 1), expected_seq=3)
    except ConcurrencyError as exc:
        print("conflict:", exc)
    for e in store.events:
        print(e.to_json())
    print("stock now:", dict(sorted(project_stock(store.events).items())))
    print("stock at seq 3:", dict(project_stock(store.upto(3))))
    print("orders:", project_orders(store.events))
    kinds = Counter(e.kind for e in store.events)
    print("event kinds:", kinds.most_common())
    print(repr(store.events[4]))
    print(Received(1, "x", 2) == Received(1, "x", 2), Received(1, "x", 2) == Shipped(1, "x", 2))


if __name__ == "__main__":
    main()
