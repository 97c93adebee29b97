"""Handlers made per tag inside a function, mixing a module-level helper into a local base."""
class Mixin:
    def hello(self):
        return "mixin " + self.name


def make(tag):
    class Base:
        def __init__(self):
            self.name = tag

    class Local(Base, Mixin):
        pass

    class Other(Base, Mixin):
        def hello(self):
            return "other " + super().hello()

    return Local(), Other()


def main():
    for t in ["a", "b"]:
        x, y = make(t)
        print(x.hello(), y.hello(), [c.__name__ for c in type(y).__mro__])


if __name__ == "__main__":
    main()
