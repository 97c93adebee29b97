"""key= functions returning instances, and instances' own `__eq__` inside containers."""

from dataclasses import dataclass


@dataclass(order=True)
class Rank:
    score: int
    name: str


class V:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, V) and self.n == other.n

    def __lt__(self, other):
        return self.n < other.n

    def __repr__(self):
        return f"V({self.n})"


def main():
    items = [("b", 3), ("a", 3), ("c", 1)]
    print(sorted(items, key=lambda t: Rank(t[1], t[0])))
    print(max(items, key=lambda t: Rank(t[1], t[0])), min(items, key=lambda t: V(t[1])))
    xs = [V(3), V(1), V(2)]
    xs.sort(key=lambda v: v)
    print(xs, [V(1), V(2)] == [V(1), V(2)], (V(1),) == (V(1),), V(2) in xs)
    print({"a": V(1)} == {"a": V(1)}, V(1) != V(1), V(1) != V(2))
    print({"a": [V(1)], "b": (V(2),)} == {"b": (V(2),), "a": [V(1)]}, {"a": V(1)} != {"a": V(2)})
    print({"a": V(1)} == {"b": V(1)}, {"a": V(1)} == {"a": V(1), "b": 2})
    print(sorted(xs, key=lambda v: v, reverse=True), max(xs, key=lambda v: v))
    try:
        hash(V(1))
    except TypeError as e:
        print("TE", e)
    return 0
