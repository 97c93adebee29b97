"""A plugin inventory: describes each registered callable by its kind and name, the way an
agent reports what a toolbox holds before it runs anything."""


def normalize(text):
    return " ".join(text.split()).lower()


def countdown(n):
    while n > 0:
        yield n
        n -= 1


class Meter:
    def __init__(self, unit):
        self.unit = unit

    def show(self, value):
        return f"{value} {self.unit}"


def describe(obj):
    kind = type(obj).__name__
    if kind == "generator":
        return f"{kind}: yields {list(obj)}"
    name = getattr(obj, "__name__", None)
    if name is None:
        return f"{kind}: (no name)"
    return f"{kind}: {name}"


def main():
    meter = Meter("km")
    tools = [normalize, len, print, sorted, meter.show, countdown(3), "text", 42, Meter]
    for tool in tools:
        print(describe(tool))
    print(type(normalize), type(len), type(meter.show))
    print(type(normalize) is type(describe), type(len) is type(max), type(len) is type(normalize))
    print(isinstance(meter.show, type(meter.show)), isinstance(normalize, type(len)))
    print(hasattr(print, "__name__"), print.__name__, max.__qualname__)
    by_kind = {}
    for tool in tools[:5]:
        by_kind.setdefault(type(tool).__name__, []).append(tool.__name__)
    for kind in sorted(by_kind):
        print(f"{kind:<28}{', '.join(by_kind[kind])}")
    gen = countdown(2)
    print(type(gen).__name__, next(gen), type(gen) is type(countdown(5)))


if __name__ == "__main__":
    main()
