"""A printf width is a minimum: `%5d` of a six-digit number is six characters."""


def main(n: int) -> None:
    if abs(n) >= 10**12:
        return
    assert len("%5d" % n) == 5
