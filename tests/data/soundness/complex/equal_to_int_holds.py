# Twin of equal_to_int_symbolic: a complex number with an imaginary part never equals an int,
# which the prover cannot decide on a term: it must not claim a proof it did not make.
# expect: skipped
# inputs: (3,), (0,), (4,), (-3,)
def main(n: int) -> int:
    assert n != 3 + 1j
    return n
