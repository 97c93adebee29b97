"""A typing.NamedTuple record: built by position and keyword, read as a tuple and by name."""
from typing import NamedTuple


class P(NamedTuple):
    x: int
    y: int = 0
    k = 5

    def norm(self) -> int:
        return abs(self.x) + abs(self.y)

    @property
    def s(self) -> int:
        return self.x + self.y

    @classmethod
    def origin(cls):
        return cls(0, 0)

    @staticmethod
    def unit():
        return P(1, 1)


def main():
    p = P(1)
    q = P(y=3, x=-2)
    print(p, q, repr(p), str(q), f"{p}", [p, q], (p,))
    print(p.x, p.y, p[0], p[-1], len(p), list(q), p == (1, 0), p != (1, 0), hash(p) == hash((1, 0)))
    a, b = q
    print(a, b, q.norm(), q.s, P.origin(), p.unit(), p.k, P.k, P._fields, p._fields)
    print(q._replace(y=9), q._asdict(), P._make([4, 5]), P._field_defaults)
    d = {p: "p", q: "q"}
    print(d[(1, 0)], d[P(-2, 3)], sorted([q, p, P(1, -1)]), max(p, q), p < q)
    print(isinstance(p, P), isinstance(p, tuple), type(p) == P, type(p).__name__, p[:1], p + (7,), tuple(p), p * 2)
    print({p, P(1, 0), (1, 0)}, p.count(1), p.index(0), 1 in p, [x * 2 for x in p])
    for field, value in zip(P._fields, q):
        print(field, value)
    try:
        p.x = 4
    except AttributeError as e:
        print("AttributeError", e)
    try:
        p.z = 4
    except AttributeError as e:
        print("AttributeError", e)
    try:
        q._replace(z=1)
    except ValueError as e:
        print("ValueError", e)
    try:
        P()
    except TypeError as e:
        print("TypeError", e)
    match q:
        case P(x=0):
            print("zero")
        case P(xx, 3):
            print("three", xx)
    match p:
        case (a, b):
            print("seq", a, b)
    return p
