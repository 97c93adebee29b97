# abs(n) is not bounded by 2**63.
# expect: failed
# inputs: (0,), (2**63,), (-2**63 - 2,), (-5,)
def main(n: int) -> int:
    a = abs(n)
    assert a - 1 < 2**63
    return a
