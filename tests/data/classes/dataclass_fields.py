"""`field(compare=, repr=, init=)` and `__post_init__`, a subclass's replacing its base's."""

from dataclasses import dataclass, field


@dataclass(order=True)
class D:
    a: int
    b: list = field(default_factory=list, compare=False)
    c: int = field(default=3, compare=False, repr=False)
    d: int = field(default=0, init=False)

    def __post_init__(self):
        self.d = self.a * 2


@dataclass(frozen=True)
class F:
    x: int
    tag: str = field(default="t", compare=False)


@dataclass
class E(D):
    e: int = 5

    def __post_init__(self):
        self.e = self.e + 1


def main():
    d = D(1)
    print(d, D(1) == D(1, [2], 9), D(1) < D(2), D(1, c=4).c, d.d)
    print(hash(F(1, "a")) == hash(F(1, "b")), F(1, "a") == F(1, "b"), {F(1, "a"): 1}[F(1, "zz")], F(2))
    print(E(3), E(3, e=9))
    try:
        D(1, [], 3, 4)
    except TypeError as e:
        print("TE", e)
    return 0
