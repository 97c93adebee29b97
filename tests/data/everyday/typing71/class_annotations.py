"""Form fields described by class annotations: plain classes, dataclasses and named tuples."""
from dataclasses import dataclass, field
from typing import NamedTuple


class Base:
    id: int
    created: str = "today"


class Derived(Base):
    pass


class Widget(Base):
    size: tuple[int, int]
    colour: "Colour"
    tags: list[str] = []


@dataclass
class Order:
    sku: str
    qty: int = 1
    notes: list[str] = field(default_factory=list)
    gift: bool = False


class Point(NamedTuple):
    x: float
    y: float = 0.0
    label: None = None


def form_fields(cls) -> list:
    out = []
    for name, typ in cls.__annotations__.items():
        kind = typ.__name__ if isinstance(typ, type) else str(typ)
        out.append(f"{name}:{kind}")
    return out


def coerce(cls, raw: dict) -> dict:
    values = {}
    for name, typ in cls.__annotations__.items():
        if name in raw and typ in (int, float, str, bool):
            values[name] = typ(raw[name]) if typ is not bool else raw[name] in ("1", "yes", "true")
    return values


def main():
    print(Base.__annotations__)
    print(Derived.__annotations__, Widget.__annotations__)
    print(Order.__annotations__)
    print(Point.__annotations__)
    for cls in (Base, Widget, Order, Point):
        print(cls.__name__, form_fields(cls))
    print(coerce(Order, {"sku": "A-1", "qty": "3", "gift": "yes"}))
    print(Order(**coerce(Order, {"sku": "B", "qty": "2"})))
    print(coerce(Point, {"x": "1.5", "y": "2"}), Point(**coerce(Point, {"x": "1.5"})))
    print(list(Order.__annotations__) == [f for f in ("sku", "qty", "notes", "gift")])
    print(Base.__annotations__ is Base.__annotations__, len(Widget.__annotations__))
    order = Order("C-3")
    print(order.__annotations__ is Order.__annotations__, Point(1.0).__annotations__["x"])


if __name__ == "__main__":
    main()
