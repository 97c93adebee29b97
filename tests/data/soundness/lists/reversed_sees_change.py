# `reversed()` of a plain list reads it as it goes: an item set after the first read is seen.
# expect: proved
# inputs: (0,), (1,), (-5,), (10**20,)
def main(a: int) -> int:
    xs = [1, 2, 3]
    it = reversed(xs)
    first = next(it)
    xs[0] = a
    rest = list(it)
    assert rest == [2, a]
    xs.pop()
    xs.pop()
    assert list(reversed(xs)) == [a]
    return first
