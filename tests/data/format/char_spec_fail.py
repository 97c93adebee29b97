"""`c` of a negative int raises OverflowError: the prover refuses `c` of a term, running finds it."""


def main(n: int) -> None:
    t = f"{n:c}"
    assert len(t) == 1
