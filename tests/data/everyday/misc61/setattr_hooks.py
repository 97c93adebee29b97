"""Classes that watch or refuse attribute assignments through `__setattr__`: a dataclass
logging each field set, a slotted class doubling what it stores, a property behind the hook."""
from dataclasses import dataclass


@dataclass
class Rec:
    a: int
    b: str = "x"

    def __setattr__(self, name, value):
        print("set", name, value)
        super().__setattr__(name, value)


class Slotted:
    __slots__ = ("v",)

    def __setattr__(self, name, value):
        if name != "v":
            raise AttributeError(f"no {name}")
        super().__setattr__(name, value * 2)


class Prop:
    def __init__(self):
        self._x = 0

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        self._x = v + 1

    def __setattr__(self, name, value):
        print("hook", name)
        super().__setattr__(name, value)


def main():
    r = Rec(1)
    r.b = "y"
    print(r)
    s = Slotted()
    s.v = 4
    print(s.v)
    try:
        s.w = 1
    except AttributeError as e:
        print(e)
    p = Prop()
    p.x = 5
    print(p.x)
    try:
        super(Prop, p).__setattr__(1, 2)
    except TypeError as e:
        print(e)


if __name__ == "__main__":
    main()
