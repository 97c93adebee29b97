# `range(2, 20, 3)` steps by 3, not 2: the assertion fails for every input.
# expect: failed
# inputs: (0,), (1,), (6,), (-3,)


def main(n: int) -> int:
    r = range(2, 20, 3)
    assert r.step == 2
    return n
