# `reversed()` of a plain list reads it as it goes: an item set after the first read is the
# one the iterator gives (the interpreter copied the items, and proved this).
# expect: failed
# inputs: (0,), (1,), (-5,), (10**20,)
def main(a: int) -> int:
    xs = [1, 2, 3]
    it = reversed(xs)
    first = next(it)
    xs[0] = 7
    rest = list(it)
    assert rest == [2, 1]
    return first + a
