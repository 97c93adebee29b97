# The twin: the later value wins, so claiming the first one is refuted where they differ.
# expect: failed
# inputs: (1, 2), (0, 0), (-3, 7), (5, -5)
def main(a: int, b: int) -> int:
    e = dict([["p", a], ["q", b], ["p", b]])
    assert e["p"] == a
    return e["p"]
