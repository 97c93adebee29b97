# Shifting an int term by a literal count: `x << k` is `x * 2**k` and `x >> k` floors like
# `x // 2**k`, negative x included (-5 >> 1 is -3), as CPython's unbounded ints shift.
# expect: proved
# inputs: (0,), (5,), (-5,), (1 << 40,)


def main(x: int) -> int:
    assert (x << 3) == x * 8
    assert (x >> 1) == x // 2
    assert ((x >> 4) << 4) <= x
    assert (x << 0) == x and (x >> 0) == x
    packed = (x << 16) + 7
    assert packed >> 16 == x and packed - ((packed >> 16) << 16) == 7
    return x >> 2
