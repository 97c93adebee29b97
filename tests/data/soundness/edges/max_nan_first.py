# A nan first argument always wins.
# expect: failed
# inputs: (0.0,), (-0.0,), (float('nan'),), (-3.5,)
def main(x: float) -> float:
    m = max(x, 0.0)
    assert m >= 0.0
    return m
