# `bytes % n` with n a term: the prover does not format bytes from terms, so the claim (true:
# a decimal int has at least one digit) is skipped, never proved from a guess.
# expect: skipped
# inputs: (0,), (1,), (-7,), (12345,)


def main(n: int) -> int:
    assert len(b"%d" % n) >= 1
    return n
