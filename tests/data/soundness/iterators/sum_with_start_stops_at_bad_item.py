# In a program with classes, `sum(it, start)` of an iterator adds an item at a time from
# `start`: the item it cannot add leaves the rest in `it`.
# expect: proved
# inputs: (0,), (1,), (-3,), (10**20,)
class Tag:
    pass


def main(x: int) -> int:
    it = iter([1, 2, "a", x])
    try:
        sum(it, 10)
    except TypeError:
        pass
    assert list(it) == [x]
    it = iter([x, x])
    assert sum(it, x) == 3 * x
    return x
