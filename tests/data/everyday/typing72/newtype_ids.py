"""NewType identifiers for an order system: distinct names at type-check time, plain at run time."""
from typing import Dict, List, NewType, Optional

UserId = NewType("UserId", int)
OrderId = NewType("OrderId", str)
Cents = NewType("Cents", int)


class Orders:
    def __init__(self):
        self._by_user: Dict[UserId, List[OrderId]] = {}
        self._totals: Dict[OrderId, Cents] = {}

    def place(self, user: UserId, order: OrderId, total: Cents) -> None:
        self._by_user.setdefault(user, []).append(order)
        self._totals[order] = total

    def spent(self, user: UserId) -> Cents:
        return Cents(sum(self._totals[o] for o in self._by_user.get(user, [])))

    def biggest(self, user: UserId) -> Optional[OrderId]:
        orders = self._by_user.get(user, [])
        return max(orders, key=lambda o: self._totals[o]) if orders else None


def main():
    print(UserId, OrderId.__name__, Cents.__supertype__, UserId.__supertype__ is int)
    book = Orders()
    book.place(UserId(1), OrderId("A-1"), Cents(1250))
    book.place(UserId(1), OrderId("A-2"), Cents(300))
    book.place(UserId(2), OrderId("B-1"), Cents(999))
    for user in (UserId(1), UserId(2), UserId(3)):
        print(user, type(user).__name__, book.spent(user), book.biggest(user))
    print(UserId(5) == 5, OrderId("x") + "y", Optional[UserId])


if __name__ == "__main__":
    main()
