# `min(it)` and `max(it)` compare each item with the best so far as they read it: an item
# that does not compare stops them, the rest staying in the iterator.
# expect: proved
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([3, 2, "a", x, 5])
    try:
        min(it)
    except TypeError:
        pass
    assert list(it) == [x, 5]
    it = iter([1, "a", x])
    try:
        max(it, default=0)
    except TypeError:
        pass
    assert next(it) == x
    it = iter([(1, 2), (1, "b"), x, 8])
    try:
        max(it)
    except TypeError:
        pass
    assert list(it) == [x, 8]
    return x
