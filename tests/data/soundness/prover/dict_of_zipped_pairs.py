# `dict(zip(keys, values))` with symbolic values: a repeated key keeps its first place and
# takes the later value, as CPython's dict() does.
# expect: proved
# inputs: (1, 2), (0, 0), (-3, 7), (5, -5)
def main(a: int, b: int) -> int:
    names = ["x", "y", "x"]
    d = dict(zip(names, [a, b, a + 1]))
    assert list(d) == ["x", "y"]
    assert d["x"] == a + 1 and d["y"] == b
    return d["x"] + d["y"]
