# Twin of negative_root_is_complex: the root of the magnitude is a float on every branch.
# expect: proved
# inputs: (1,), (-1,), (5,), (-8,)
def main(k: int) -> float:
    base = 8.0
    if k < 0:
        base = -8.0
    r = abs(base) ** (1 / 3)
    assert isinstance(r, float), "complex root"
    return r
