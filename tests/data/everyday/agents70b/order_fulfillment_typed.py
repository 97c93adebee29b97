"""Order fulfilment with TypedDict payloads and NamedTuple shipments."""
from typing import NamedTuple, TypedDict, Optional, Literal
from collections import Counter
import json


class Address(TypedDict):
    city: str
    zip: str


class OrderLine(TypedDict):
    sku: str
    qty: int


class OrderPayload(TypedDict, total=False):
    id: str
    lines: list[OrderLine]
    ship_to: Address
    priority: Literal["standard", "express"]
    note: Optional[str]


class Shipment(NamedTuple):
    order_id: str
    box: str
    weight: float
    express: bool = False

    @property
    def label(self) -> str:
        return f"{self.order_id}/{self.box}{'!' if self.express else ''}"


WEIGHTS = {"book": 0.8, "lamp": 2.5, "mug": 0.4, "rug": 6.0}
BOXES = [("S", 2.0), ("M", 5.0), ("L", 10.0)]


def pick_box(weight: float) -> str:
    for name, limit in BOXES:
        if weight <= limit:
            return name
    raise ValueError(f"too heavy: {weight:.1f}kg")


def fulfil(order: OrderPayload) -> list[Shipment]:
    express = order.get("priority", "standard") == "express"
    shipments: list[Shipment] = []
    current = 0.0
    for line in order["lines"]:
        for _ in range(line["qty"]):
            w = WEIGHTS[line["sku"]]
            if current + w > BOXES[-1][1]:
                shipments.append(Shipment(order["id"], pick_box(current), round(current, 2), express))
                current = 0.0
            current += w
    if current:
        shipments.append(Shipment(order["id"], pick_box(current), round(current, 2), express))
    return shipments


def main():
    raw = """[
      {"id": "A1", "lines": [{"sku": "book", "qty": 3}, {"sku": "mug", "qty": 2}],
       "ship_to": {"city": "Oslo", "zip": "0150"}},
      {"id": "A2", "lines": [{"sku": "rug", "qty": 2}, {"sku": "lamp", "qty": 1}],
       "ship_to": {"city": "Bergen", "zip": "5003"}, "priority": "express", "note": "fragile"},
      {"id": "A3", "lines": [{"sku": "vase", "qty": 1}], "ship_to": {"city": "Oslo", "zip": "0151"}}
    ]"""
    orders: list[OrderPayload] = json.loads(raw)
    all_shipments: list[Shipment] = []
    for order in orders:
        try:
            ships = fulfil(order)
        except KeyError as e:
            print(f"{order['id']}: unknown sku {e}")
            continue
        all_shipments.extend(ships)
        note = order.get("note")
        print(f"{order['id']} -> {order['ship_to']['city']}: {[s.label for s in ships]}" + (f" ({note})" if note else ""))
    boxes = Counter(s.box for s in all_shipments)
    print("boxes:", dict(sorted(boxes.items())))
    heaviest = max(all_shipments, key=lambda s: s.weight)
    print("heaviest:", heaviest)
    oid, box, weight, express = heaviest
    print(oid, box, weight, express, heaviest._fields, Shipment._field_defaults)
    print(json.dumps([s._asdict() for s in all_shipments[:2]]))
    total = sum(s.weight for s in all_shipments)
    print(f"total weight {total:.2f}kg in {len(all_shipments)} shipments")
    print(OrderPayload.__required_keys__ == frozenset(), sorted(Address.__annotations__))
    return len(all_shipments)


if __name__ == "__main__":
    main()
