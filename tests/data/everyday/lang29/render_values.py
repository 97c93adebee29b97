"""Rendering report cells by type with functools.singledispatch, registered by type and annotation."""
from functools import singledispatch


@singledispatch
def render(value):
    return f"<{type(value).__name__}>"


@render.register(int)
def _(value):
    return f"{value:,}"


@render.register(float)
def _(value):
    return f"{value:.2f}"


@render.register
def _(value: str):
    return value.strip().title()


@render.register(list)
def _(value):
    return "[" + ", ".join(render(v) for v in value) + "]"


@render.register(bool)
def _(value):
    return "yes" if value else "no"


ROWS = [
    ("widgets", 12345, 3.14159, True),
    ("  gadgets ", 7, 0.5, False),
    ("sprockets", [1, 2.5, " a b "], None, 3),
]


def main():
    for row in ROWS:
        print(" | ".join(render(cell) for cell in row))
    print(render.dispatch(bool) is not render.dispatch(int), render((1, 2)))
    return len(ROWS)


if __name__ == "__main__":
    print(main())
