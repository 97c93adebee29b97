# 1+0j and 1 are equal in CPython: counting 1 in the list finds both.
# expect: failed
# inputs: (1,), (0,), (2,), (-1,)
def main(n: int) -> int:
    c = [1 + 0j, 1].count(n)
    assert c != 2
    return c
