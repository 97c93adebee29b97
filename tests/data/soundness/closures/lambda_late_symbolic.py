# A lambda reads the variable it closes over when called, after it was rebound to b.
# expect: failed
# inputs: (0, 1), (2, 3), (1, 0), (-1, -1)
def main(a: int, b: int) -> int:
    scale = a
    f = lambda v: v * scale
    scale = b
    r = f(2)
    assert r == 2 * b
    assert r != 2 * a or a == b
    return 10 // r
