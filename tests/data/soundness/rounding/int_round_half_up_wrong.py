# Rounding half to even is not half up: 5 rounds to 0, so this must be refuted.
# expect: failed
# inputs: (0,), (5,), (15,), (-25,)
def main(n: int) -> int:
    r = n.__round__(-1)
    assert r == (n + 5) // 10 * 10
    return r
