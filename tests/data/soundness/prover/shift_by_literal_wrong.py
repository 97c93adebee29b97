# The twin of shift_by_literal: halving with `>>` and doubling back loses the low bit of an
# odd x (and floors a negative one), so the assert fails for x = 5 or x = -5.
# expect: failed
# inputs: (0,), (5,), (-5,), (1 << 40,)


def main(x: int) -> int:
    assert (x >> 1) * 2 == x
    return x
