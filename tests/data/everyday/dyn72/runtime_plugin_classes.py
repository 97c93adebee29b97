"""Build report-formatter plugin classes at run time from a config, as an agent might."""
from abc import ABC, abstractmethod

CONFIG = [
    {"name": "Upper", "base": "text", "sep": " | "},
    {"name": "Reverse", "base": "text", "sep": "/"},
    {"name": "Csv", "base": "table", "sep": ","},
]


class Formatter(ABC):
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Formatter.registry[cls.__name__.lower()] = cls

    def __init__(self, title):
        self.title = title

    @abstractmethod
    def render(self, rows): ...

    def header(self):
        return f"== {self.title} ({type(self).__name__}) =="


class TextFormatter(Formatter):
    sep = " "

    def render(self, rows):
        return self.sep.join(self.cell(r) for r in rows)

    def cell(self, value):
        return str(value)


class TableFormatter(Formatter):
    sep = "\t"

    def render(self, rows):
        return "\n".join(self.sep.join(map(str, r)) for r in rows)


BASES = {"text": TextFormatter, "table": TableFormatter}


def make_formatter(spec):
    name = spec["name"]
    namespace = {"sep": spec["sep"], "__doc__": f"{name} formatter from config."}
    if name == "Upper":
        namespace["cell"] = lambda self, value: str(value).upper()
    elif name == "Reverse":
        namespace["cell"] = lambda self, value: str(value)[::-1]
    return type(name, (BASES[spec["base"]],), namespace)


def main():
    made = [make_formatter(spec) for spec in CONFIG]
    print(sorted(Formatter.registry))
    for cls in made:
        print(cls.__name__, cls.__qualname__, cls.__module__, cls.__doc__, cls.__bases__[0].__name__)
        print("  mro:", [k.__name__ for k in cls.__mro__])
    up = Formatter.registry["upper"]("words")
    print(up.header(), up.render(["a", "bc", 3]))
    rev = Formatter.registry["reverse"]("backwards")
    print(rev.render(["abc", "xyz"]), isinstance(rev, TextFormatter), isinstance(rev, made[0]))
    csv = made[2]("grid")
    print(csv.render([(1, 2), (3, 4)]))

    Incomplete = type("Incomplete", (Formatter,), {"sep": ";"})
    try:
        Incomplete("x")
    except TypeError as e:
        print("TypeError:", e)
    Counter = type("Counter", (), {"count": 0, "__init__": lambda self, step: setattr(self, "step", step),
                                   "__repr__": lambda self: f"Counter(step={self.step})",
                                   "__len__": lambda self: self.step * 2})
    c = Counter(3)
    Counter.count += 1
    print(c, repr(c), len(c), Counter.count, c.count, type(c) is Counter, Counter.__bases__)

    for args in (("Bad", [TextFormatter], {}), (42, (), {}), ("Bad", (), [("a", 1)]),
                 ("Bad", (TextFormatter, TextFormatter), {}), ("Bad", (), {"__qualname__": 1})):
        try:
            type(*args)
        except TypeError as e:
            print("TypeError:", e)
    return len(Formatter.registry)


if __name__ == "__main__":
    main()
