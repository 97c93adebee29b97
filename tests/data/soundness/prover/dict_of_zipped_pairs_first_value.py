# The twin: claiming a repeated key keeps its first value is refuted.
# expect: failed
# inputs: (1, 2), (0, 0), (-3, 7), (5, -5)
def main(a: int, b: int) -> int:
    names = ["x", "y", "x"]
    d = dict(zip(names, [a, b, a + 1]))
    assert d["x"] == a
    return d["y"]
