# A negative float to a fractional power is complex in CPython, on the branch that negates it.
# expect: failed
# inputs: (1,), (-1,), (5,), (-8,)
def main(k: int) -> float:
    base = 8.0
    if k < 0:
        base = -8.0
    r = base ** (1 / 3)
    assert isinstance(r, float), "complex root"
    return r
