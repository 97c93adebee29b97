def main(n: int) -> None:
    """A hex digit past 9 is a letter."""
    if 0 <= n < 100000:
        assert "e" not in hex(n)
