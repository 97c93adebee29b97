"""A command-line tool whose commands register themselves with a class decorator."""
from dataclasses import dataclass

REGISTRY = {}


def register(cls):
    REGISTRY[cls.name] = cls
    return cls


def tagged(tag):
    def wrap(cls):
        cls.tag = tag
        return cls
    return wrap


@register
@dataclass
class Add:
    name = "add"
    a: int
    b: int

    def run(self):
        return self.a + self.b


@register
@tagged("math")
@dataclass
class Mul:
    name = "mul"
    a: int
    b: int

    def run(self):
        return self.a * self.b


@register
class Echo:
    name = "echo"

    def __init__(self, *words):
        self.words = words

    def run(self):
        return " ".join(self.words)


def dispatch(line):
    parts = line.split()
    cls = REGISTRY[parts[0]]
    if cls is Echo:
        return cls(*parts[1:]).run()
    return cls(*[int(p) for p in parts[1:]]).run()


def main():
    print(sorted(REGISTRY))
    for line in ["add 2 3", "mul 4 5", "echo hello world"]:
        print(line, "->", dispatch(line))
    print(Mul.tag, Mul(2, 3))


if __name__ == "__main__":
    main()
