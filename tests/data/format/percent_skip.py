"""`%.3d` pads digits, which no format field does: the prover refuses it, never guesses."""


def main(n: int) -> None:
    assert len("%.3d" % n) >= 3 or n < 0
