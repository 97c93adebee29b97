# The failing twin of setattr_hook_clamps.py: the hook clamps, so the stored level is not the
# value assigned when that value is negative. A prover that stored past the hook would prove it.
# expect: failed
# inputs: (-1,), (5,), (-3,), (0,)


class Meter:
    def __init__(self, start):
        self.level = start

    def __setattr__(self, name, value):
        super().__setattr__(name, max(value, 0))


def main(n: int) -> int:
    m = Meter(n)
    assert m.level == n
    return m.level
