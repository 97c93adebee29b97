# An import at the top of a function's body is moved to module level: the proof sees the module.
# expect: proved
# inputs: (0,), (5,), (-3,), (12,)
def main(n: int) -> int:
    import string
    from operator import floordiv, mul

    r = floordiv(n, len(string.digits) - 8)
    assert mul(2, r) <= n
    return r
