# f-string fields in a program with classes of its own: plain numbers, strs, None, bools and
# tuples of them formatted beside instances whose class writes its own text (`__format__`,
# `__str__`, `__repr__`), a named tuple with its own `__str__`, an enum and a str subclass; and
# the character classes of ASCII and non-ASCII text (`isupper`, `isalpha`, `isdigit`, ...).
from collections import Counter
from enum import IntEnum
from typing import NamedTuple


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __format__(self, spec: str) -> str:
        return f"${self.cents / 100:{spec or '.2f'}}"

    def __str__(self) -> str:
        return f"{self.cents}c"

    def __repr__(self) -> str:
        return f"Money({self.cents})"


class Point(NamedTuple):
    x: int
    y: int

    def __str__(self) -> str:
        return f"<{self.x},{self.y}>"


class Level(IntEnum):
    LOW = 1
    HIGH = 2


class Tag(str):
    def __str__(self) -> str:
        return "tag:" + self[:]


def main() -> None:
    words = Counter(f"w{(i * i) % 7}" for i in range(20))
    print(sorted(words.items()))
    n, f, s, t = 42, 2.5, "hi", (1, "a", None, True, 2.0)
    print(f"{n} {n!r} {n:>5} {n:x} {f} {f:.3f} {s!r} {s:^6} {None} {True} {t} {t!r} {((1, 2), (3,))}")
    m, p = Money(1234), Point(3, 4)
    print(f"{m} {m!s} {m!r} {m:.1f} {p} {p!r} {(p, 1)} {[m]} {Level.HIGH} {Level.LOW!r} {Level.HIGH:>4}")
    print(f"{Tag('x')} {Tag('x')!r} {Tag('y'):>5}", f"{m}" + f"{n}" * 2)
    for bad in [lambda: f"{n:q}", lambda: f"{s:d}", lambda: f"{t:>9}", lambda: f"{p:>9}"]:
        try:
            print(bad())
        except (ValueError, TypeError) as exc:
            print(type(exc).__name__ + ":", exc)

    samples = ["Hello", "HELLO", "hello", "ǅungla", "ÀÉÎ", "àéî", "abc123", "123", "١٢٣", "½", "", " ", "A1!", "ΣΑΣ", "ﬁ"]
    for text in samples:
        print(
            repr(text),
            text.isupper(), text.islower(), text.istitle(), text.isalpha(), text.isalnum(),
            text.isdigit(), text.isdecimal(), text.isnumeric(), text.isspace(), text.isidentifier(),
        )
    prose = "The Quick brown Fox, 2 dogs & 3 ÉLANS."
    print(sum(1 for c in prose if c.isupper()), sum(1 for c in prose if c.isalpha()), [c for c in prose if c.isdigit()])
    chars = [chr(i) for i in range(128)]
    print(repr("".join(c for c in chars if c.isupper())), repr("".join(c for c in chars if c.islower())))
    print(repr("".join(c for c in chars if c.isalpha())), repr("".join(c for c in chars if c.isalnum())))
    print(repr("".join(c for c in chars if c.isdigit() or c.isdecimal() or c.isnumeric())))
    print(repr("".join(c for c in chars if c.istitle())), repr("".join(c for c in chars if c.isspace())))
