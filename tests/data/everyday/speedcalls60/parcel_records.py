# Parcels as dataclasses built the ways agents build them: every field by position, trailing
# fields left to literal defaults and factories (a fresh list per instance), keywords, a
# keyword-only field, an `InitVar` handed to `__post_init__`, a default computed from a
# module constant, `init=False` fields, a subclass's fields after its base's, a NamedTuple
# with a default; and the TypeErrors of too many, too few and unknown
# arguments, worded as CPython words them.

from dataclasses import InitVar, KW_ONLY, dataclass, field
from typing import NamedTuple

BASE_FEE = 3 * 4


@dataclass
class Parcel:
    sender: str
    weight: int
    fragile: bool = False
    tags: list[str] = field(default_factory=list)
    fee: int = 5


@dataclass
class Label:
    code: str
    _: KW_ONLY
    express: bool = False


@dataclass
class Insured:
    value: int
    rate: InitVar[int]
    premium: int = field(init=False, default=0)

    def __post_init__(self, rate: int) -> None:
        self.premium = self.value * rate // 100


@dataclass
class Surcharged:
    amount: int
    base: int = BASE_FEE


@dataclass
class Counted:
    name: str
    seen: int = field(init=False, default=1)
    notes: list[str] = field(init=False, default_factory=list)


@dataclass
class Oversize(Parcel):
    length: int = 100


class Slot(NamedTuple):
    shelf: str
    row: int = 1


def attempt(label: str, make) -> None:
    try:
        print(label, make())
    except TypeError as e:
        print(label, "TypeError:", e)


def main() -> int:
    a = Parcel("ann", 3)
    b = Parcel("bob", 4, True)
    c = Parcel("cy", 5, False, ["x"], 9)
    a.tags.append("first")
    print(a, b, c)
    print(a.tags is b.tags, b.tags)
    print(Parcel("dee", 6, tags=["k"]), Parcel(weight=1, sender="eve"))
    print(Label("L1"), Label("L2", express=True))
    print(Insured(1000, 7), Surcharged(2), Surcharged(2, 1))
    n = Counted("n")
    n.notes.append("a")
    print(n, Counted("m").notes)
    print(Oversize("zed", 40), Oversize("yan", 41, True, ["big"], 7, 250))
    print(Slot("A"), Slot("B", 4), Slot(row=2, shelf="C"))
    attempt("slot short", lambda: Slot())
    attempt("slot long", lambda: Slot("D", 1, 2))
    attempt("too many", lambda: Parcel("f", 1, True, [], 2, 3))
    attempt("too few", lambda: Parcel("g"))
    attempt("none", lambda: Parcel())
    attempt("unknown", lambda: Parcel("h", 1, colour="red"))
    attempt("twice", lambda: Parcel("i", 1, sender="j"))
    attempt("label positional", lambda: Label("L3", True))
    attempt("insured short", lambda: Insured(5))
    attempt("counted extra", lambda: Counted("o", 2))
    total = 0
    for i in range(200):
        p = Parcel("p" + str(i % 3), i, i % 2 == 0)
        total += p.weight + p.fee + len(p.tags) + (1 if p.fragile else 0)
    print(total)
    return total
