# A range keeps its bounds: `start`, `stop` and `step` read back what `range(2, 20, 3)` was made of.
# expect: proved
# inputs: (0,), (1,), (6,), (-3,)


def main(n: int) -> int:
    r = range(2, 20, 3)
    assert r.step == 3 and r.stop - r.start == 18
    assert range(10)[2:8:2].start == 2
    return n
