# Twin of count_complex_and_int: no int equals two items here, which the prover cannot show
# without complex terms: it must skip, not prove or refute.
# expect: skipped
# inputs: (1,), (0,), (2,), (5,)
def main(n: int) -> int:
    c = [1 + 0j, 2, 5].count(n)
    assert c <= 1
    return c
