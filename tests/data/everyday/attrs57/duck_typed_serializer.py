"""Serialise mixed values by what they can do (duck typing with hasattr/getattr), as an agent
would when a report receives builtins, its own records and exceptions alike."""
from dataclasses import dataclass


class Money:
    def __init__(self, cents):
        self.cents = cents

    def to_dict(self):
        return {"cents": self.cents}

    def __len__(self):
        return len(str(self.cents))


class Tag:
    __slots__ = ("label",)

    def __init__(self, label):
        self.label = label


@dataclass
class Point:
    x: int
    y: int


class QuotaExceeded(OSError):
    pass


def describe(value):
    traits = []
    for name in ("__iter__", "__len__", "__getitem__", "__add__", "__hash__", "__call__",
                 "__contains__", "__index__", "to_dict", "keys", "append", "upper", "real",
                 "bit_length", "zfill", "count", "start"):
        if hasattr(value, name):
            traits.append(name)
    return traits


def serialise(value):
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if hasattr(value, "keys"):
        return {str(k): serialise(value[k]) for k in value.keys()}
    if isinstance(value, str):
        return value
    if hasattr(value, "__iter__"):
        return [serialise(v) for v in value]
    return getattr(value, "label", value)


def main():
    samples = [3, True, 2.5, "text", b"raw", [1, 2], (3,), {"a": 1}, {4}, frozenset({5}),
               None, range(2), Money(1250), Tag("urgent")]
    for sample in samples:
        print(type(sample).__name__, describe(sample))
    print("describe", describe(describe))
    print(serialise({"price": Money(99), "tags": [Tag("a"), Tag("b")], "sizes": (1, 2)}))
    err = QuotaExceeded("No space left")
    print([n for n in ("errno", "strerror", "filename", "args", "__traceback__", "__cause__",
                       "with_traceback", "add_note", "code", "msg") if hasattr(err, n)])
    print(getattr(err, "args"), getattr(Tag("x"), "colour", "none"))
    print(hasattr(Tag("x"), "__dict__"), hasattr(Money(1), "__dict__"), hasattr(Point(1, 2), "x"))
    print(hasattr(Money(1), "__module__"), hasattr(Money(1), "__weakref__"), hasattr(Money(1), "__eq__"), hasattr(Money(1), "__lt__"))
    print(hasattr(Money(1), "__iter__"), hasattr(Money(1), "__len__"), hasattr(Money(1), "__enter__"))


if __name__ == "__main__":
    main()
