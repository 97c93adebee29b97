"""Settings and number lists built on dict and list subclasses, with mixins and class methods."""


class Base(dict):
    def describe(self):
        return f"{type(self).__name__} with {len(self)} keys"


class Config(Base):
    defaults = {"debug": False}

    def __init__(self, **overrides):
        super().__init__(self.defaults)
        self.update(overrides)

    @classmethod
    def from_pairs(cls, pairs):
        made = cls()
        for k, v in pairs:
            made[k] = v
        return made

    @property
    def debug(self):
        return self["debug"]


class Mixin:
    def total(self):
        return sum(self)


class Numbers(Mixin, list):
    def evens(self):
        return type(self)(x for x in self if x % 2 == 0)


class Quiet(list):
    def __init__(self, label):
        self.label = label


class Shout(str):
    def __new__(cls, text):
        return super().__new__(cls, text.upper())

    def __init__(self, text):
        self.original = text


def main():
    c = Config(level=3)
    print(c, c.describe(), c.debug, isinstance(c, Base), isinstance(c, dict))
    p = Config.from_pairs([("debug", True), ("x", 1)])
    print(p, p.debug, type(p).__name__, vars(p), p.__class__.__name__)
    n = Numbers([1, 2, 3, 4])
    print(n.total(), n.evens(), type(n.evens()).__name__, n.evens().total())
    q = Quiet("empty")
    print(q, q.label, len(q))
    q.append(1)
    names = lambda classes: [c.__name__ for c in classes]
    print(q, names(Numbers.__mro__), names(Numbers.__bases__), names(Config.__mro__))
    print(issubclass(Config, dict), issubclass(Numbers, (int, Mixin)), issubclass(Shout, object))
    s = Shout("hey")
    print(s, s.original, s.lower(), len(s), s == "HEY")
    try:
        Numbers([1], [2])
    except TypeError as e:
        print("TypeError", e)
    try:
        Config(1)
    except TypeError as e:
        print("TypeError", e)


if __name__ == "__main__":
    main()
