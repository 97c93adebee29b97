# Python ints do not wrap: abs(-2**63) is 2**63.
# expect: proved
# inputs: (-2**63,), (0,), (2**63 - 1,), (-1,)
def main(n: int) -> int:
    a = abs(n)
    assert a >= 0
    assert a >= n
    assert a > 0 or n == 0
    assert -n != n or n == 0
    if n == -2**63:
        assert a == 2**63
    return a
