# An int's special methods called by name are its operators, on ints only: another
# type's operand is declined with NotImplemented (`int.__eq__` does not compare floats).
# expect: proved
# inputs: (0,), (5,), (-3,), (2000000,)
def main(n: int) -> int:
    if abs(n) > 10**6:
        return 0
    assert n.__add__(1) == n + 1
    assert (2).__rsub__(n) == n - 2
    assert n.__eq__(float(n)) is NotImplemented
    assert n.__lt__(n + 1)
    assert n.__neg__() == -n
    return n.__mul__(2)
