def main(xs: list[int]) -> int:
    if len(xs) > 6:
        return 0
    ys = list(xs)
    assert len(ys) == len(xs)
    if xs:
        top = max(xs)
        low = min(xs)
        assert low <= xs[0] <= top
        assert top in xs
        assert sum(xs) <= top * len(xs)
    assert sum(xs, 10) == sum(xs) + 10
    t = tuple(xs)
    assert len(t) == len(xs)
    assert any(xs) == (len([x for x in t if x != 0]) > 0)
    return 0
