"""Positive-only dimensions: descriptors inherited by subclasses, on a class made in a function, replaced on the class."""

class Positive:
    def __set_name__(self, owner, name):
        self.name = name
        print("named", owner.__name__, name)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, 0)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name} must be positive")
        obj.__dict__[self.name] = value


class Base:
    width = Positive()


class Child(Base):
    height = Positive()

    def __init__(self, w, h):
        self.width = w
        self.height = h


def make():
    class Local:
        size = Positive()
    return Local


def main():
    c = Child(2, 3)
    print(c.width, c.height, vars(c))
    try:
        c.width = -1
    except ValueError as e:
        print("ValueError:", e)
    L = make()
    x = L()
    x.size = 5
    print(x.size, L.size.name)
    Child.height = 10
    print(c.height, Child.height)
    s = Positive()
    s.__set_name__(Child, "manual")
    print(s.name, hasattr(c, "nothing"))


if __name__ == "__main__":
    main()
