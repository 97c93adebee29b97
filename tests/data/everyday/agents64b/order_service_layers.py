"""A repository, validator and service cooperating to place orders."""
from dataclasses import dataclass, field
from typing import Optional


class DomainError(Exception):
    """Base for everything the service can refuse."""


class NotFound(DomainError):
    def __init__(self, kind, key):
        super().__init__(f"{kind} {key!r} not found")
        self.kind, self.key = kind, key


class InvalidOrder(DomainError):
    def __init__(self, problems):
        super().__init__("; ".join(problems))
        self.problems = problems


@dataclass
class Product:
    sku: str
    price_cents: int
    stock: int


@dataclass
class Order:
    order_id: int
    customer: str
    lines: dict = field(default_factory=dict)
    status: str = "new"

    def total(self, catalog):
        return sum(catalog.get(sku).price_cents * qty for sku, qty in self.lines.items())


class ProductRepository:
    def __init__(self):
        self._items = {}

    def add(self, product):
        self._items[product.sku] = product

    def get(self, sku) -> Product:
        try:
            return self._items[sku]
        except KeyError:
            raise NotFound("product", sku) from None

    def find(self, sku) -> Optional[Product]:
        return self._items.get(sku)


class OrderValidator:
    def __init__(self, repo):
        self.repo = repo

    def check(self, lines):
        problems = []
        if not lines:
            problems.append("order has no lines")
        for sku, qty in lines.items():
            product = self.repo.find(sku)
            if product is None:
                problems.append(f"unknown sku {sku}")
            elif qty <= 0:
                problems.append(f"{sku}: quantity must be positive")
            elif qty > product.stock:
                problems.append(f"{sku}: only {product.stock} left")
        if problems:
            raise InvalidOrder(problems)


class OrderService:
    def __init__(self, repo, validator):
        self.repo = repo
        self.validator = validator
        self.orders = {}
        self._next_id = 100

    def place(self, customer, lines):
        self.validator.check(lines)
        for sku, qty in lines.items():
            self.repo.get(sku).stock -= qty
        self._next_id += 1
        order = Order(self._next_id, customer, dict(lines))
        self.orders[order.order_id] = order
        return order

    def cancel(self, order_id):
        order = self.orders.get(order_id)
        if order is None:
            raise NotFound("order", order_id)
        if order.status == "cancelled":
            raise DomainError(f"order {order_id} already cancelled")
        for sku, qty in order.lines.items():
            self.repo.get(sku).stock += qty
        order.status = "cancelled"
        return order


def main():
    repo = ProductRepository()
    for sku, price, stock in [("pen", 150, 10), ("pad", 420, 3), ("ink", 999, 1)]:
        repo.add(Product(sku, price, stock))
    service = OrderService(repo, OrderValidator(repo))
    attempts = [
        ("ann", {"pen": 2, "pad": 1}),
        ("bob", {}),
        ("cy", {"ink": 2, "cap": 1, "pen": 0}),
        ("dee", {"ink": 1}),
    ]
    for customer, lines in attempts:
        try:
            order = service.place(customer, lines)
            print(f"placed #{order.order_id} for {customer}: {order.total(repo) / 100:.2f}")
        except InvalidOrder as exc:
            print(f"{customer} refused ({len(exc.problems)}):", exc)
    for oid in (101, 101, 999):
        try:
            print("cancelled", service.cancel(oid))
        except NotFound as exc:
            print("missing:", exc.kind, exc.key)
        except DomainError as exc:
            print("domain:", exc)
    print({sku: repo.get(sku).stock for sku in ("pen", "pad", "ink")})
    try:
        repo.get("cap")
    except DomainError as exc:
        print(type(exc).__name__, exc, exc.__suppress_context__)


if __name__ == "__main__":
    main()
