"""A plugin registry that reports how each handler reaches its base through `super()`."""
from collections import namedtuple


class Handler:
    def handle(self, event):
        return f"base:{event}"


class Logging(Handler):
    def handle(self, event):
        s = super()
        assert s.__class__ is type(s)
        where = s.__thisclass__.__name__, s.__self_class__.__name__
        return f"log{where}:" + s.handle(event)


class Audit(Logging):
    def describe(self):
        parent = super(Logging, self)
        return repr(parent), parent.__self__ is self, parent.__class__.__name__


Point = namedtuple("Point", "x y")


class Vec(namedtuple("Vec", "dx dy")):
    __slots__ = ()

    def length2(self):
        return self.dx * self.dx + self.dy * self.dy

    def scaled(self, k):
        return self._replace(dx=self.dx * k, dy=self.dy * k)


def main():
    a = Audit()
    print(a.handle("start"))
    print(a.describe())
    v = Vec(3, 4)
    print(v, v.length2(), v.scaled(2), type(v.scaled(2)).__name__)
    print(Vec._fields, isinstance(v, tuple), issubclass(Vec, tuple), v == (3, 4))
    print(Point(1, 2)._asdict(), Vec._make([1, 1]))


if __name__ == "__main__":
    main()
