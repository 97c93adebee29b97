"""Typed stacks and boxes built with Generic[T] and subscripted builtin types."""
from typing import Generic, TypeVar

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")


class Stack(Generic[T]):
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)
        return self

    def pop(self):
        return self.items.pop()

    def __len__(self):
        return len(self.items)


class Box(Generic[T]):
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return f"Box({self.value!r})"


class Pair(Generic[K, V]):
    def __init__(self, key, value):
        self.key = key
        self.value = value


def short(alias):
    """An alias's text without its module's name (the program's module is `__main__`)."""
    return str(alias).split(".", 1)[1]


def main():
    s = Stack[str]()
    s.push("a").push("b")
    print(len(s), s.pop(), isinstance(s, Stack))
    b = Box[int](5)
    print(b, b.value, type(b).__name__, isinstance(b, Box))
    p = Pair[str, int]("k", 1)
    print(p.key, p.value)
    factory = Box[float]
    print(factory(2.5), short(factory))
    print(short(Box[int]), short(Pair[str, int]), short(Box[list[int]]), short(Pair[int, None]))
    print(Box[int] == Box[int], Box[int] == Box[str], Box[int] != Box)
    counts = dict[str, int]()
    counts["x"] = 2
    names = list[str]()
    names.append("n")
    seen = set[int]()
    seen.add(3)
    print(counts, names, seen, list[int]([1, 2]), tuple[int, ...]((1, 2)))
    print(list[int], dict[str, list[int]], tuple[int, ...], type[int])
    print(list[int] == list[int], list[int] == list, list[str] != list[int])
    makers = {"list": list[int], "box": Box[int]}
    print(makers["list"](), makers["box"](7))
    print(Box[int].__origin__ is Box, Box[int].__args__, list[int].__origin__ is list, dict[str, int].__args__)
    try:
        isinstance(b, Box[int])
    except TypeError as e:
        print("TypeError:", e)
    try:
        isinstance([], list[int])
    except TypeError as e:
        print("TypeError:", e)
    try:
        Box[int, str]
    except TypeError as e:
        print("TypeError:", str(e).split("<")[0])
    try:
        Pair[int]
    except TypeError as e:
        print("TypeError:", str(e).split("<")[0])


if __name__ == "__main__":
    main()
