# A symbolic int times 1j: the prover has no complex terms, so it must stop, not guess.
# expect: skipped
# inputs: (0,), (3,), (-4,), (10,)
def main(n: int) -> bool:
    z = n * 1j
    assert z != 5
    return z == 0
