# The remainder takes the divisor's sign.
# expect: failed
# inputs: (0,), (3,), (1,), (-1,)
def main(n: int) -> int:
    assert n % 3 >= 0
    r = n % -3
    assert r >= 0
    return r
