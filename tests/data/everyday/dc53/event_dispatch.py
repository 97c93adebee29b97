"""An event dispatcher keyed on payload type with functools.singledispatch."""
from functools import singledispatch
from dataclasses import dataclass


@dataclass
class Click:
    x: int
    y: int


@dataclass
class KeyPress:
    key: str


@dataclass
class DoubleClick(Click):
    interval: int = 200


@singledispatch
def describe(event):
    return f"unknown event {event!r}"


@describe.register
def _(event: Click):
    return f"click at ({event.x}, {event.y})"


@describe.register(KeyPress)
def _describe_key(event):
    return f"key {event.key}"


@describe.register(int)
def _describe_int(event):
    return f"tick {event}"


@describe.register(list)
def _describe_batch(events):
    return "batch: " + "; ".join(describe(e) for e in events)


def describe_text(event):
    return f"text {event.upper()}"


describe.register(str, describe_text)


def main():
    events = [Click(1, 2), KeyPress("q"), DoubleClick(3, 4), 7, True, "hi", 2.5, None,
              [KeyPress("a"), 3]]
    for event in events:
        print(describe(event))
    print(describe.dispatch(bool) is _describe_int)
    print(describe.dispatch(DoubleClick) is describe.dispatch(Click))
    print(sorted(k.__name__ for k in describe.registry))


if __name__ == "__main__":
    main()
