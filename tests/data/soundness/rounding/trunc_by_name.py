# `x.__trunc__()` is `int(x)`; over ints it is the int itself.
# expect: proved
# inputs: (0,), (7,), (-7,), (100,)
def main(n: int) -> int:
    t = n.__trunc__() + n.__floor__() + n.__ceil__()
    assert t == 3 * n
    return t
