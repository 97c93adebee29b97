def main(xs: list[str]) -> None:
    """`join` of a list of strings of unknown length, one path per length."""
    if len(xs) <= 4:
        t = "-".join(xs)
        assert len(t) >= len(xs) - 1
        if len(xs) == 0:
            assert t == ""
        if len(xs) == 2:
            assert t == xs[0] + "-" + xs[1]
