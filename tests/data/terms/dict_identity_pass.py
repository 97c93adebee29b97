def same(d: dict[str, int]) -> dict[str, int]:
    return d


def main(a: int) -> None:
    d = {"k": a}
    e = d
    f = {"k": a}
    g = same(d)
    t = (d, f)
    h = d.copy()
    i = dict(d)
    d["j"] = a + 1
    assert d is e
    assert d is not f
    assert g is d
    assert t[0] is d and t[1] is f
    assert h is not d and i is not d
    assert e["j"] == a + 1
    pick = d if a > 0 else f
    if a > 0:
        assert pick is d
    else:
        assert pick is f
