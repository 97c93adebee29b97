def main(a: int) -> None:
    if (d := a * 2) > 10:
        assert d > 10
    big = [y for x in [a, a + 1] if (y := x * 3) > 3]
    assert all(v > 3 for v in big)
