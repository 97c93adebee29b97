"""Orders as dataclass records: built, filtered, totalled and sorted."""
from dataclasses import dataclass, field


@dataclass
class Order:
    customer: str
    amount: int
    paid: bool = False
    notes: list = field(default_factory=list)


def summarize(orders):
    unpaid = [o for o in orders if not o.paid]
    total = sum(o.amount for o in unpaid)
    return unpaid, total


def main():
    orders = [Order("ann", 30), Order("bob", 12, paid=True), Order(customer="cy", amount=7)]
    orders[2].notes.append("rush")
    unpaid, total = summarize(orders)
    print(len(unpaid), "unpaid orders worth", total)
    for o in sorted(orders, key=lambda o: o.amount):
        print(f"{o.customer:>4}: {o.amount:3d} paid={o.paid} notes={o.notes}")
    print(orders[0])
    print(orders)
    print(Order("ann", 30) == orders[0], Order("ann", 31) == orders[0], orders[0] != orders[1])
    first = orders[0]
    same = first
    same.paid = True
    print(orders[0].paid, summarize(orders)[1])
    return total
