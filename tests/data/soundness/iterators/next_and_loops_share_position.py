# An iterator over a list holding the prover's values moves on for `next` and for every loop
# reading it: a loop left by `break` and a later one share it, an exhausted one gives nothing,
# `next` with a default gives the default, without one `StopIteration`.
# expect: proved
# inputs: (0,), (4,), (-9,), (10**20,)
def main(x: int) -> int:
    rows = [[x, 1], [2, x], [x, x]]
    it = iter(rows)
    first = next(it)
    assert first == [x, 1]
    for row in it:
        assert row == [2, x]
        break
    rest = [r for r in it]
    assert rest == [[x, x]]
    assert next(it, None) is None
    for _ in it:
        assert False
    e = enumerate([x, [x]])
    assert next(e) == (0, x)
    assert next(e)[0] == 1
    try:
        next(e)
        assert False
    except StopIteration:
        pass
    return first[0]
