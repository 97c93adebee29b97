"""Instances as dict keys and set members: hashed by the class's `__hash__`, by a frozen
dataclass's fields or by identity, matched by hash, then identity, then `stored == key`."""

from dataclasses import dataclass
from typing import NamedTuple


class K:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        if not isinstance(o, K):
            return NotImplemented
        return self.v == o.v

    def __hash__(self):
        return self.v * 7

    def __repr__(self):
        return f"K({self.v})"


class Sub(K):
    pass


class Mod3:
    """Every instance hashes alike: `__eq__` alone tells keys apart, and copies and merges
    keep stored keys apart without asking."""

    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return 1

    def __eq__(self, o):
        return isinstance(o, Mod3) and self.n % 3 == o.n % 3

    def __repr__(self):
        return f"M{self.n}"


class Neg:
    def __hash__(self):
        return -1

    def __eq__(self, o):
        return isinstance(o, Neg)


class Big:
    def __hash__(self):
        return 2**70 + 5


class Weird:
    def __hash__(self):
        return "x"


class Plain:
    pass


class EqOnly:
    def __eq__(self, o):
        return True


@dataclass(frozen=True)
class Box:
    k: K
    n: int


@dataclass(frozen=True)
class Pt:
    x: int
    y: int


@dataclass
class Mutable:
    x: int


class NT(NamedTuple):
    a: int
    b: int


def main():
    s = {K(i) for i in [5, 3, 9, 1, 3, 12, 0]}
    print(s, len(s), K(3) in s, K(4) in s)
    d = {K(1): "one", K(2): "two"}
    d[K(1)] = "uno"
    d[K(3)] = "tres"
    del d[K(2)]
    print(d, d.get(K(3)), d.pop(K(1)), d.setdefault(K(4), "x"), d)
    print(K(3) in d.keys(), (K(3), "tres") in d.items(), list(d.values()))
    t = {(K(1), 2): "a"}
    print(t[(K(1), 2)], (K(1), 3) in t)
    b = {Box(K(1), 2): 5}
    print(b[Box(K(1), 2)], Box(K(2), 2) in b, hash(Box(K(1), 2)) == hash((K(1), 2)))
    print(hash(Neg()), {Neg(): 1}[Neg()], hash(Big()), {Big(): 3}.popitem()[1])
    ms = [Mod3(i) for i in range(7)]
    print(set(ms), {m: m.n for m in ms}, Mod3(9) in set(ms))
    s3 = {Mod3(0), Mod3(1), Mod3(2)}
    c3 = s3.copy()
    d3 = {m: m.n for m in s3}
    print(c3, s3 | c3, s3 & {Mod3(4)}, dict(d3), d3.copy(), d3.keys() & {Mod3(5)}, s3 == c3, frozenset(s3))
    d4 = dict(d3)
    d4.update({Mod3(3): 9})
    print(d4, {**d3, Mod3(7): 1})
    print({Sub(1): 1}[K(1)], {K(1): 2}[Sub(1)])
    print({K(1), K(2)} == {K(2), K(1)}, {K(1)} | {K(1), K(5)}, {K(1), K(2)} - {K(2)}, {K(1)} <= {K(1), K(2)})
    print(dict.fromkeys([K(1), K(1), K(2)]), frozenset([K(3), K(3)]), {K(0): 0} == {K(0): 0})
    ks = {K(2), K(4)}
    ks.add(K(2))
    ks.discard(K(4))
    ks.update([K(6), K(2)])
    print(ks, K(6) in ks, {K(1): 1, 7: 2}, 7 in {K(1)})
    p, q = Plain(), Plain()
    plain = {p: 1, q: 2}
    print(plain[p], plain[q], len(plain), p in plain, Plain() in plain, len({p, q, p}))
    pts = {Pt(1, 2): "a", Pt(2, 1): "b"}
    print(pts[Pt(1, 2)], Pt(1, 1) in pts, {Pt(0, 0), Pt(0, 0)}, list({Pt(3, 3): 0, Pt(1, 1): 1}))
    print({NT(1, 2): 3}[(1, 2)], {(1, 2): 4}[NT(1, 2)])
    for bad in [EqOnly(), Mutable(1), Weird()]:
        try:
            print({bad: 1})
        except TypeError as e:
            print("TypeError:", e)
    try:
        print(d[K(9)])
    except KeyError:
        print("KeyError")
    return len(d)
