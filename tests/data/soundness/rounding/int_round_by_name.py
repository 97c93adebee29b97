# `n.__round__(-1)` on an int rounds half to even, as `round(n, -1)`.
# expect: proved
# inputs: (0,), (5,), (15,), (-25,)
def main(n: int) -> int:
    r = n.__round__(-1)
    assert r == round(n, -1)
    return r
