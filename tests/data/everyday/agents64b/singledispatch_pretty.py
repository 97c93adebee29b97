"""A pretty-printer for nested data built on functools.singledispatch."""
from functools import singledispatch
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum


class Color(Enum):
    RED = "r"
    GREEN = "g"


@dataclass
class Point:
    x: int
    y: int


@singledispatch
def render(value, indent=0):
    return f"<{type(value).__name__}>"


@render.register
def _(value: int, indent=0):
    return f"{value:,}"


@render.register
def _(value: bool, indent=0):
    return "yes" if value else "no"


@render.register(float)
def _render_float(value, indent=0):
    return f"{value:.2f}"


@render.register
def _(value: str, indent=0):
    return repr(value)


@render.register(type(None))
def _(value, indent=0):
    return "nil"


@render.register(list)
@render.register(tuple)
def _(value, indent=0):
    if not value:
        return "[]"
    pad = "  " * (indent + 1)
    inner = ",\n".join(pad + render(v, indent + 1) for v in value)
    return "[\n" + inner + "\n" + "  " * indent + "]"


@render.register
def _(value: dict, indent=0):
    pad = "  " * (indent + 1)
    items = [f"{pad}{k}: {render(v, indent + 1)}" for k, v in sorted(value.items())]
    return "{\n" + "\n".join(items) + "\n" + "  " * indent + "}"


@render.register
def _(value: Point, indent=0):
    return f"Point<{value.x},{value.y}>"


@render.register
def _(value: Enum, indent=0):
    return f"{type(value).__name__}.{value.name}"


def main():
    doc = {
        "count": 1234567,
        "ratio": 0.4567,
        "ok": True,
        "name": "widget",
        "missing": None,
        "tags": ["a", 2, (3.0, False)],
        "origin": Point(0, -1),
        "color": Color.GREEN,
        "price": Decimal("9.99"),
        "empty": [],
    }
    print(render(doc))
    print(render(7), render(True), render(2.5))
    print(render.dispatch(bool).__name__, render.dispatch(float).__name__)
    print(render.dispatch(int) is render.dispatch(bool))
    print(len(render.registry) >= 9)
    print(render({1, 2}))


if __name__ == "__main__":
    main()
