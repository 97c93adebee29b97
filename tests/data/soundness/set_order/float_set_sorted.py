# `sorted`, `min` and `max` of a set of float terms that are never nan: its items are unequal
# and ordered by `<`, so the answer is the same whichever order CPython's hashes give.
# expect: proved
# inputs: (0.0, 0.0), (1.5, -2.0), (-3.0, 7.25), (0.5, 0.5)
def main(x: float, y: float) -> float:
    if x != x or y != y:
        return 0.0
    ordered = sorted({x, y, 0.5})
    assert ordered[0] <= ordered[-1]
    assert ordered[0] == min(x, y, 0.5) and ordered[-1] == max({x, y, 0.5})
    assert min({x, y}) <= x
    return ordered[0]
