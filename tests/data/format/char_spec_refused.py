"""`c` of an int term may raise OverflowError; it is refused, never approximated."""


def main(n: int) -> None:
    t = f"{n:c}"
    assert len(t) == 1
