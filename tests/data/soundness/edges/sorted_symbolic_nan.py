# With x = nan the pair comes back unordered.
# expect: failed
# inputs: (0.0,), (2.0,), (float('nan'),), (-1.5,)
def main(x: float) -> float:
    s = sorted([x, 1.0])
    assert s[0] <= s[1]
    return s[0]
