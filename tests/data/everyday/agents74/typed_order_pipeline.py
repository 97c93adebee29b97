"""A typed order pipeline: TypedDict input, NamedTuple results, a generic result box."""
from __future__ import annotations

from typing import Callable, Generic, Iterable, Literal, NamedTuple, NotRequired, TypedDict, TypeVar, Union, get_args

Status = Literal["new", "paid", "shipped", "void"]
T = TypeVar("T")
E = TypeVar("E")


class OrderIn(TypedDict):
    id: int
    customer: str
    items: list[tuple[str, int, float]]
    status: Status
    coupon: NotRequired[str]


class Summary(NamedTuple):
    id: int
    customer: str
    units: int
    gross: float
    discount: float = 0.0

    @property
    def net(self) -> float:
        return round(self.gross - self.discount, 2)


class Result(Generic[T, E]):
    def __init__(self, value: T | None = None, error: E | None = None):
        self.value, self.error = value, error

    @classmethod
    def ok(cls, value: T) -> "Result[T, E]":
        return cls(value=value)

    @classmethod
    def fail(cls, error: E) -> "Result[T, E]":
        return cls(error=error)

    def map(self, fn: Callable[[T], T]) -> "Result[T, E]":
        return self if self.error is not None else Result.ok(fn(self.value))

    def __repr__(self) -> str:
        return f"Ok({self.value!r})" if self.error is None else f"Err({self.error!r})"


COUPONS: dict[str, float] = {"SPRING10": 0.10, "VIP25": 0.25}


def summarise(order: OrderIn) -> Result[Summary, str]:
    if order["status"] not in get_args(Status):
        return Result.fail(f"order {order['id']}: unknown status {order['status']!r}")
    if order["status"] == "void":
        return Result.fail(f"order {order['id']}: void")
    units = sum(q for _, q, _ in order["items"])
    gross = round(sum(q * p for _, q, p in order["items"]), 2)
    code = order.get("coupon")
    if code is not None and code not in COUPONS:
        return Result.fail(f"order {order['id']}: bad coupon {code}")
    discount = round(gross * COUPONS.get(code or "", 0.0), 2)
    return Result.ok(Summary(order["id"], order["customer"], units, gross, discount))


def collect(results: Iterable[Result[Summary, str]]) -> tuple[list[Summary], list[str]]:
    good: list[Summary] = []
    bad: list[str] = []
    for r in results:
        (bad.append(r.error) if r.error is not None else good.append(r.value))
    return good, bad


def main():
    orders: list[OrderIn] = [
        {"id": 1, "customer": "ana", "items": [("mug", 2, 7.95), ("tea", 1, 14.2)], "status": "paid"},
        {"id": 2, "customer": "ben", "items": [("pen", 10, 0.89)], "status": "new", "coupon": "SPRING10"},
        {"id": 3, "customer": "cara", "items": [("lamp", 1, 49.0)], "status": "void"},
        {"id": 4, "customer": "ana", "items": [("desk", 1, 320.0), ("lamp", 2, 49.0)], "status": "shipped", "coupon": "VIP25"},
        {"id": 5, "customer": "dev", "items": [("mug", 1, 7.95)], "status": "paid", "coupon": "FREE"},
        {"id": 6, "customer": "eve", "items": [], "status": "lost"},  # type: ignore[typeddict-item]
    ]
    results = [summarise(o) for o in orders]
    print(results[0], results[2], sep="\n")
    good, bad = collect(results)
    print(f"{'id':>2} {'customer':<8}{'units':>6}{'gross':>9}{'disc':>8}{'net':>9}")
    for s in sorted(good, key=lambda s: s.net, reverse=True):
        print(f"{s.id:>2} {s.customer:<8}{s.units:>6}{s.gross:>9.2f}{s.discount:>8.2f}{s.net:>9.2f}")
    for e in bad:
        print("skip:", e)
    first = good[0]
    print(first._asdict(), first._replace(discount=1.0).net, Summary._fields, Summary._field_defaults)
    doubled = Result.ok(first).map(lambda s: s._replace(gross=s.gross * 2))
    print(doubled, Result.fail("x").map(lambda s: s))
    print(get_args(Status), OrderIn.__required_keys__ == frozenset({"id", "customer", "items", "status"}), sorted(OrderIn.__optional_keys__))
    print(get_args(Union[int, str]), Summary(9, "z", 1, 2.0) == (9, "z", 1, 2.0, 0.0))
    return len(good)


if __name__ == "__main__":
    main()
