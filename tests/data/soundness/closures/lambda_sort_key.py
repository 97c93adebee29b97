# expect: proved
# inputs: (0, 0), (1, -1), (-4, 9), (3, 3)
def main(a: int, b: int) -> int:
    pairs = [(a, "x"), (b, "y")]
    ordered = sorted(pairs, key=lambda p: p[0])
    assert ordered[0][0] <= ordered[1][0]
    assert ordered[0][0] == min(a, b)
    return ordered[0][0]
