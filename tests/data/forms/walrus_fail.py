def main(a: int) -> None:
    if (d := a * 2) > 10:
        assert d > 20
