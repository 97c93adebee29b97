# The twin of import_inside_function.py: an even n breaks the strict bound.
# expect: failed
# inputs: (0,), (5,), (-3,), (12,)
def main(n: int) -> int:
    import string
    from operator import floordiv, mul

    r = floordiv(n, len(string.digits) - 8)
    assert mul(2, r) < n
    return r
