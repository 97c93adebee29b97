"""Immutability as agents write it: object.__setattr__ in __init__, a frozen dataclass's
__post_init__ and a class's own __setattr__; __delattr__ overrides and object.__delattr__."""
from dataclasses import dataclass, field


class Locked:
    def __init__(self, x):
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "_locked", True)

    def __setattr__(self, name, value):
        if getattr(self, "_locked", False):
            raise AttributeError(f"{type(self).__name__} is read-only: {name}")
        super().__setattr__(name, value)

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete {name}")


class Tracked:
    def __init__(self):
        self.changes = []

    def __setattr__(self, name, value):
        if name != "changes":
            self.changes.append(name)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        self.changes.append("-" + name)
        object.__delattr__(self, name)


class Audited:
    def __init__(self):
        super().__setattr__("log", [])

    def __setattr__(self, name, value):
        self.log.append(f"set {name}")
        super().__setattr__(name, value)

    def __delattr__(self, name):
        self.log.append(f"del {name}")
        super().__delattr__(name)


class Plain:
    pass


@dataclass(frozen=True)
class Money:
    amount: int
    currency: str = "USD"
    label: str = field(init=False, default="")

    def __post_init__(self):
        if self.amount < 0:
            raise ValueError("negative")
        object.__setattr__(self, "label", f"{self.amount} {self.currency}")


def main():
    l = Locked(3)
    print(l.x)
    try:
        l.x = 4
    except AttributeError as e:
        print(e)
    try:
        del l.x
    except AttributeError as e:
        print(e)
    t = Tracked()
    t.a = 1
    t.b = 2
    del t.a
    print(t.changes, vars(t))
    try:
        del t.zzz
    except AttributeError as e:
        print(e)
    m = Money(5)
    print(m, m.label)
    try:
        m.amount = 3
    except AttributeError as e:
        print(type(e).__name__, e)
    a = Audited()
    a.level = 3
    del a.level
    print(a.log, hasattr(a, "level"))
    try:
        del a.level
    except AttributeError as e:
        print(e)
    p = Plain()
    object.__init__(p)
    object.__setattr__(p, "x", 5)
    print(p.x, vars(p))
    object.__delattr__(p, "x")
    print(vars(p))
    try:
        object.__delattr__(t, "nope")
    except AttributeError as e:
        print(e)


if __name__ == "__main__":
    main()
