def main(n: int) -> None:
    """An int term of any size: past 64 bits the text is not modelled."""
    assert len(bin(n)) > 2
