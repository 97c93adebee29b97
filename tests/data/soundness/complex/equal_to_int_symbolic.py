# A symbolic int compared with a complex number equal to an int (3+0j == 3 in CPython): the
# prover has no complex terms, and the run it finds where it gives up must be CPython's failure.
# expect: failed
# inputs: (3,), (0,), (4,), (-3,)
def main(n: int) -> int:
    assert n != 3 + 0j
    return n
