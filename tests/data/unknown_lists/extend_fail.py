def main(mine: list[str], theirs: list[str]) -> int:
    """Extending by itself doubles the list, it does not leave it alone."""
    n = len(mine)
    mine.extend(mine)
    assert len(mine) == n or n == 0
    return n
