# `__floor__` of a negative float is not `int(x)`: the prover must refute this.
# expect: failed
# inputs: (0.5,), (-0.5,), (2.0,), (-3.25,)
def main(x: float) -> int:
    if not -1e9 < x < 1e9:
        return 0
    n = x.__floor__()
    assert n == int(x)
    return n
