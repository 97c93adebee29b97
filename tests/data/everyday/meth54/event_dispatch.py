"""A UI event handler: one generic method dispatching on the event's class."""
from dataclasses import dataclass
from functools import singledispatchmethod


@dataclass
class Click:
    x: int
    y: int


@dataclass
class KeyPress:
    key: str


@dataclass
class Scroll:
    delta: int


class Widget:
    def __init__(self, name):
        self.name = name
        self.history = []

    @singledispatchmethod
    def handle(self, event):
        self.history.append("ignored")
        return f"{self.name}: ignored {type(event).__name__}"

    @handle.register
    def _(self, event: Click):
        self.history.append("click")
        return f"{self.name}: click at ({event.x}, {event.y})"

    @handle.register
    def _(self, event: KeyPress):
        self.history.append("key")
        if event.key == "Enter":
            return f"{self.name}: submit"
        return f"{self.name}: typed {event.key!r}"

    @handle.register(int)
    @handle.register(float)
    def _number(self, event):
        self.history.append("number")
        return f"{self.name}: value {event}"


class Button(Widget):
    def press(self):
        return self.handle(Click(0, 0))


def main():
    w = Widget("form")
    events = [Click(3, 4), KeyPress("a"), KeyPress("Enter"), Scroll(-2), 7, 2.5, True]
    for e in events:
        print(w.handle(e))
    print(w.history)
    b = Button("ok")
    print(b.press())
    print(b.handle(KeyPress("x")))


if __name__ == "__main__":
    main()
