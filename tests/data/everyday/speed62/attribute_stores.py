# Attribute stores that a class's order takes part in: a class's own `__setattr__` (called
# for each field a dataclass's `__init__` sets, and for every later store), a property's
# setter, a property without one, `__slots__`, an inherited property, and a class made anew
# each time a function runs.

from dataclasses import dataclass


@dataclass
class Logged:
    x: int
    y: int = 2

    def __setattr__(self, name: str, value: object) -> None:
        print("  set", name, value)
        super().__setattr__(name, value)


class Temperature:
    def __init__(self, celsius: float) -> None:
        self.celsius = celsius

    @property
    def fahrenheit(self) -> float:
        return self.celsius * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, value: float) -> None:
        self.celsius = (value - 32) * 5 / 9

    @property
    def kelvin(self) -> float:
        return self.celsius + 273.15


class Reading(Temperature):
    def __init__(self, celsius: float, place: str) -> None:
        super().__init__(celsius)
        self.place = place


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self) -> None:
        self.a = 1

    def describe(self) -> str:
        return "slotted"


class Plain:
    def __init__(self) -> None:
        self.hits = 0


def make_local(tag: str):
    class Local:
        def __setattr__(self, name: str, value: object) -> None:
            print("  local", tag, name)
            super().__setattr__(name, value)

    obj = Local()
    obj.value = tag
    return obj


def main() -> int:
    item = Logged(1)
    item.x = 5
    print(item)
    t = Temperature(100.0)
    t.fahrenheit = 32.0
    print("celsius", t.celsius)
    try:
        t.kelvin = 3.0
    except AttributeError as e:
        print("AttributeError:", e)
    r = Reading(10.0, "roof")
    r.fahrenheit = 212.0
    r.place = "cellar"
    print("reading", r.celsius, r.place)
    s = Slotted()
    s.b = 2
    print("slots", s.a, s.b)
    for name in ("c", "describe"):
        try:
            setattr(s, name, 3)
        except AttributeError as e:
            print("AttributeError:", e)
    p = Plain()
    for i in range(100):
        p.hits += i
    print("plain", p.hits)
    print(make_local("first").value, make_local("second").value)
    return p.hits
