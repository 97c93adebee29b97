# nonlocal two levels down, rebinding the outermost variable; a = 0 divides by zero.
# expect: failed
# inputs: (0,), (1,), (-3,), (5,)
def main(a: int) -> int:
    x = 0
    def outer() -> int:
        def inner() -> None:
            nonlocal x
            x += a
        inner()
        inner()
        return x
    r = outer()
    assert r == 2 * a
    return 10 // r
