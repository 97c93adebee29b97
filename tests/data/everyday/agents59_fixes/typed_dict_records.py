"""Customer records typed with `typing.TypedDict`, as agents write them: the class form (with
`total=False` and a TypedDict base), the functional form, building records by keyword, from
a mapping and by unpacking, and CPython's `dict` errors for bad calls."""
import json
import typing
from typing import List, Optional, TypedDict


class Address(TypedDict):
    """Where an order ships."""

    street: str
    city: str
    country: str


class Customer(TypedDict, total=False):
    id: int
    name: str
    email: Optional[str]
    address: Address


class VipCustomer(Customer):
    tier: str


Order = TypedDict("Order", {"sku": str, "qty": int, "customer": Customer})
Point = typing.TypedDict("Point", {"x": int, "y": int})


def make_customer(row: dict) -> Customer:
    addr = Address(street=row["street"], city=row["city"], country=row.get("country", "US"))
    return Customer(id=int(row["id"]), name=row["name"].title(), email=row.get("email"), address=addr)


def main():
    rows = [
        {"id": "7", "name": "ada lovelace", "email": "ada@example.com", "street": "1 Loop Rd", "city": "London", "country": "UK"},
        {"id": "9", "name": "grace hopper", "street": "2 Cobol Ave", "city": "Arlington"},
    ]
    customers: List[Customer] = [make_customer(r) for r in rows]
    for c in customers:
        print(c, type(c).__name__)
    vip = VipCustomer(customers[0], tier="gold")
    print(vip["tier"], vip["address"]["city"], sorted(vip))
    order = Order(sku="X-1", qty=2, customer=customers[1])
    print(json.dumps(order, sort_keys=True))
    print(Point(x=1, y=2), Point({"x": 3}, y=4), Customer(), Address(**{"street": "s", "city": "c", "country": "k"}))
    empty: Customer = {}
    empty["name"] = "late"
    print(empty, Customer(name="n") == {"name": "n"})
    try:
        Customer({"a": 1}, {"b": 2})
    except TypeError as e:
        print("TypeError:", e)
    try:
        Point([1, 2])
    except TypeError as e:
        print("TypeError:", e)
