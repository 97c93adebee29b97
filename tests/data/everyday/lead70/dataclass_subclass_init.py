"""Plain classes deriving from dataclasses, reaching the generated __init__ through super()
and by the base name, with __post_init__ running on the derived instance."""

from dataclasses import dataclass

@dataclass
class Rect:
    w: float
    h: float

class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)

@dataclass
class Base:
    x: int
    def __post_init__(self):
        self.y = self.x * 2

class Child(Base):
    def __init__(self, a, b):
        super().__init__(a + b)
        self.z = 1

def main():
    s = Square(3); print(s, s.w)
    c = Child(1, 2); print(c, c.y, c.z)
    more()

@dataclass
class Point:
    x: int
    y: int = 0

class Labeled(Point):
    def __init__(self, label, *args, **kw):
        Point.__init__(self, *args, **kw)
        self.label = label

@dataclass
class P3(Point):
    z: int = 0
    def __post_init__(self):
        self.norm = abs(self.x) + abs(self.y) + abs(self.z)

class P3b(P3):
    def __init__(self, v):
        super().__init__(v, v, v)

def more():
    l = Labeled("a", 1, y=2); print(l, l.label)
    q = P3b(-2); print(q, q.norm)
    try:
        Square(1, 2)
    except TypeError as e:
        print(e)
    try:
        P3b.__mro__
        Child(1, 2, 3)
    except TypeError as e:
        print(e)
