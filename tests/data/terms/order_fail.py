def main(a: int, b: int, s: str) -> None:
    # Wrong when a == 7 and b > 3: then the second items decide.
    assert (a, b) <= (7, 3)  or a > 7
