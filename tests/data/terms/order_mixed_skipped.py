def main(a: int, s: str) -> None:
    if a > 0:
        assert (a, s) < (a + 1, 1)
