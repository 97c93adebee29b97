# `dict()` of a list of pairs whose keys are terms: two equal keys make one entry, with the
# later value.
# expect: proved
# inputs: (1, 2), (2, 2), (-3, 7), (0, 0)
def main(a: int, b: int) -> int:
    d = dict([(a, "p"), (b, "q")])
    assert len(d) == (1 if a == b else 2)
    assert d[a] == ("q" if a == b else "p")
    return len(d)
