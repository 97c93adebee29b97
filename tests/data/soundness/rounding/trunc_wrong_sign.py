# `__trunc__` of a negative int is negative: this must be refuted for -7.
# expect: failed
# inputs: (0,), (7,), (-7,), (100,)
def main(n: int) -> int:
    t = n.__trunc__()
    assert t >= 0
    return t
