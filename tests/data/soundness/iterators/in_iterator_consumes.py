# `v in it` takes an iterator's items up to the first equal one and leaves the rest.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, 5, x + 1])
    assert 5 in it
    rest = list(it)
    assert rest == ([5, x + 1] if x == 5 else [x + 1])
    assert x not in iter([x + 1, x + 2])
    return x
