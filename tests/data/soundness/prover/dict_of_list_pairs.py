# `dict(...)` of pairs that are lists (`line.split("=", 1)`): each list's two items become the
# key and the value, a later equal key keeping the first one's place with the later value.
# expect: proved
# inputs: (1, 2), (0, 0), (-3, 7), (5, -5)
def main(a: int, b: int) -> int:
    text = "x=1\ny=2\nx=3"
    d = dict(line.split("=", 1) for line in text.splitlines())
    assert list(d) == ["x", "y"] and d["x"] == "3"
    e = dict([["p", a], ["q", b], ["p", a + b]])
    assert e["p"] == a + b and e["q"] == b and len(e) == 2
    return e["p"]
