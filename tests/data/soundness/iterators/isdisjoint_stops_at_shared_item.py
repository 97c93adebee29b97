# `s.isdisjoint(it)` and `s.issuperset(it)` read an iterator only up to the deciding item.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
def main(x: int) -> int:
    it = iter([1, 5, 7])
    assert not {5}.isdisjoint(it)
    assert next(it) == 7
    it = iter([1, 3, 2])
    {1, 2}.issuperset(it)
    assert list(it) == [2]
    assert x not in iter([x + 1, x + 2])
    return x
