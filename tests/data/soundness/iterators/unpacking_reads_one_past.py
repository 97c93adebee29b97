# Unpacking an iterator into n names reads at most n + 1 items (one more says "too many
# values"); what follows stays in it.
# expect: proved
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, x + 1, x + 2, x + 3])
    try:
        a, b = it
        assert False
    except ValueError:
        pass
    assert next(it) == x + 3
    (p, q), r = zip([x, x + 1], "ab")
    assert p == x and q == "a" and r == (x + 1, "b")
    return p
