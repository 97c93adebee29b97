# `set(it)`, `frozenset(it)`, `Counter(it)`, `dict.fromkeys(it)` and the set methods given an
# iterator stop reading it at the first item they cannot hash: the items after it stay in it.
# `s.intersection(it)` stops as well once it has found every item of `s`.
# The prover does not hash a list to find it unhashable (skipped).
# expect: skipped
# inputs: (0,), (1,), (-3,), (10**20,)
from collections import Counter


def rest_after(build, x):
    it = iter([x, [1], x + 1, 5])
    try:
        build(it)
    except TypeError:
        pass
    return list(it)


def main(x: int) -> int:
    s = {"k"}
    for build in [set, frozenset, Counter, dict.fromkeys, s.union, s.difference,
                  s.symmetric_difference, s.issubset, s.update, s.intersection, s.intersection_update]:
        assert rest_after(build, x) == [x + 1, 5]
    assert s == {"k", x}
    it = iter([x, x + 1, x])
    assert {x}.intersection(it) == {x}
    assert list(it) == [x + 1, x]
    return x
