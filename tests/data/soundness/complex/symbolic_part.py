# A complex number built from a symbolic int is not modelled: the proof stops there.
# expect: skipped
# inputs: (0,), (3,), (-4,), (10,)
def main(n: int) -> float:
    z = complex(n, 1)
    assert abs(z) >= 1
    return abs(z)
