"""Which values a generic helper treats as mappings, sequences, sets or plain scalars, by the
abstract classes of `collections.abc`, for builtin values, program classes and `typing`'s
aliases of those classes."""
import collections.abc as cabc
import typing
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple
from collections.abc import (
    Callable,
    Collection,
    Container,
    Hashable,
    ItemsView,
    Iterable,
    Iterator,
    KeysView,
    Mapping,
    MappingView,
    MutableMapping,
    MutableSequence,
    MutableSet,
    Reversible,
    Sequence,
    Set,
    Sized,
    ValuesView,
)

ABCS = [
    Hashable, Iterable, Iterator, Reversible, cabc.Generator, Sized, Container, Callable,
    Collection, Sequence, MutableSequence, Set, MutableSet, Mapping, MutableMapping,
    MappingView, KeysView, ItemsView, ValuesView, cabc.ByteString,
]


def squares(n):
    for i in range(n):
        yield i * i


class Bag:
    def __init__(self, items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(self.items)

    def __contains__(self, item):
        return item in self.items


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


class Adder:
    def __call__(self, a, b):
        return a + b


class Tags(list):
    pass


Pair = namedtuple("Pair", "left right")


class Span(typing.NamedTuple):
    start: int
    end: int


def kinds(value):
    return "".join("x" if isinstance(value, abc) else "." for abc in ABCS)


def main():
    d = {"a": 1}
    samples = [
        ("dict", d), ("list", [1]), ("tuple", (1,)), ("str", "s"), ("bytes", b"b"),
        ("bytearray", bytearray(b"b")), ("set", {1}), ("frozenset", frozenset()), ("range", range(2)),
        ("int", 3), ("float", 1.5), ("None", None), ("keys", d.keys()), ("values", d.values()),
        ("items", d.items()), ("iter", iter([1])), ("zip", zip([1], [2])), ("map", map(str, [1])),
        ("enumerate", enumerate([])), ("reversed", reversed([1])), ("generator", squares(2)),
        ("function", squares), ("builtin", len), ("class", Bag), ("deque", deque()), ("Counter", Counter()),
        ("OrderedDict", OrderedDict()), ("defaultdict", defaultdict(int)), ("Bag", Bag([1])),
        ("Point", Point(1, 2)), ("Countdown", Countdown(2)), ("Adder", Adder()), ("Tags", Tags()),
        ("Pair", Pair(1, 2)), ("Span", Span(0, 3)),
    ]
    print(" " * 12 + " ".join(abc.__name__[:2] for abc in ABCS))
    for name, value in samples:
        print(f"{name:<12}{'  '.join(kinds(value))}")
    for cls in (dict, list, tuple, str, set, frozenset, int, bytes, Bag, Point, Countdown, Adder, Tags, deque, Counter):
        print(cls.__name__, [abc.__name__ for abc in ABCS if issubclass(cls, abc)])
    print(isinstance(d, (int, Mapping)), isinstance(3, (str, Sequence)), issubclass(Tags, (Mapping, Sequence)))
    print(issubclass(MutableMapping, Mapping), issubclass(Mapping, MutableMapping), issubclass(KeysView, Set))
    print(issubclass(Span, Sequence), issubclass(Pair, Hashable), Sequence.__mro__, MutableMapping.__bases__)
    print(isinstance(d, typing.Mapping), isinstance([], typing.Mapping), issubclass(list, typing.Sequence))
    print(isinstance(squares, typing.Callable), isinstance(1, typing.Hashable), isinstance([], typing.Iterable))
    print(repr(typing.Mapping), repr(typing.Mapping[str, int]), repr(typing.AbstractSet), typing.get_origin(typing.Sequence[int]))
    for check in (
        lambda: isinstance(d, typing.Mapping[str, int]),
        lambda: typing.Hashable[int],
        lambda: typing.Mapping[int],
        lambda: issubclass(3, Mapping),
        lambda: Mapping(),
    ):
        try:
            print(check())
        except TypeError as exc:
            print("TypeError:", exc)


if __name__ == "__main__":
    main()
