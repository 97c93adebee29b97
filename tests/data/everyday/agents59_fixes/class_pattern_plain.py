"""Dispatch on shapes and events with class patterns over plain classes (own `__init__`),
as agents write them: keyword sub-patterns, `__match_args__` for positional ones, an
attribute only some instances have (no match, as CPython), and nested patterns."""
import math
from dataclasses import dataclass


class Shape:
    pass


class Circle(Shape):
    __match_args__ = ("r",)

    def __init__(self, r):
        self.r = r


class Rect(Shape):
    __match_args__ = ("w", "h")

    def __init__(self, w, h, label=None):
        self.w = w
        self.h = h
        if label is not None:
            self.label = label


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)


class Event:
    def __init__(self, kind, **data):
        self.kind = kind
        for k, v in data.items():
            setattr(self, k, v)


@dataclass
class Box:
    w: int
    h: int

    @property
    def area(self):
        return self.w * self.h


def area(s):
    match s:
        case Circle(r=0) | Rect(w=0) | Rect(h=0):
            return 0.0
        case Circle(r):
            return round(math.pi * r * r, 3)
        case Square(w=side):
            return float(side * side)
        case Rect(w, h, label=name):
            return f"{name}: {w * h}"
        case Rect(w, h):
            return float(w * h)
        case Shape():
            return "unknown shape"
        case _:
            return "not a shape"


def describe(e):
    match e:
        case Event(kind="click", x=x, y=y) if x < 0 or y < 0:
            return f"click off-screen at {x},{y}"
        case Event(kind="click", x=x, y=y):
            return f"click at {x},{y}"
        case Event(kind="key", key="q" | "Q"):
            return "quit"
        case Event(kind="key", key=str(k)):
            return f"key {k!r}"
        case Event(kind="resize", size=(w, h)):
            return f"resize to {w}x{h}"
        case Event(kind=kind):
            return f"other event {kind}"


def main():
    shapes = [Circle(1), Circle(0), Rect(2, 3), Rect(2, 3, label="door"), Rect(0, 5), Square(4), Shape(), "x"]
    for s in shapes:
        print(type(s).__name__, area(s))
    events = [Event("click", x=3, y=4), Event("click", x=-1, y=2), Event("click", x=1), Event("key", key="Q"),
              Event("key", key="a"), Event("key", key=7), Event("key"), Event("resize", size=(800, 600)),
              Event("resize", size=(1, 2, 3)), Event("scroll", dy=-3)]
    for e in events:
        print(describe(e))
    for thing in [Circle(3), Rect(1, 2), Rect(1, 2, label="x"), Event("click", x=0, y=0)]:
        match thing:
            case Rect(label=lbl) | Event(kind=lbl):
                print("labelled", lbl)
            case Circle(r=radius) if radius > 2:
                print("big circle", radius)
            case _:
                print("plain", type(thing).__name__)
    for box in [Box(2, 8), Box(4, 4), Box(1, 1)]:
        match box:
            case Box(area=16, w=2):
                print("tall 16")
            case Box(w, h, area=16):
                print("square 16", w, h)
            case Box(colour=c):
                print("coloured", c)
            case Box():
                print("other box", box)
