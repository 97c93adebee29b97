# A nested function may call a sibling defined after it, once both exist.
# expect: proved
# inputs: (0,), (1,), (-4,), (12,)
def main(x: int) -> int:
    def outer_step(v: int) -> int:
        return inner_step(v) + 1

    def inner_step(v: int) -> int:
        return v * 2

    r = outer_step(x)
    assert r == 2 * x + 1
    return r
