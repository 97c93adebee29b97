# `zip` pairing a list of terms with a str, bytes or range: the plain side is read no further
# than the list, as CPython's zip stops at the shortest, so lengths and pairs are exact.
# expect: proved
# inputs: (0,), (4,), (-9,), (1,)


def main(a: int) -> int:
    pairs = [(c, v) for c, v in zip("xyz", [a, a + 1])]
    assert len(pairs) == 2 and pairs[1] == ("y", a + 1)
    ranks = [i for v, i in zip([a, 2 * a, 3 * a], range(10**12))]
    assert ranks == [0, 1, 2]
    codes = [b + v for b, v in zip(b"AB", [a, a])]
    assert codes[1] - codes[0] == 1
    return len(pairs)
