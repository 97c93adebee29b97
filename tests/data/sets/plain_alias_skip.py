def main(x: int) -> None:
    """`alias` holds the same plain set: changing it to hold a term is not supported."""
    seen = {1, 2}
    alias = seen
    seen |= {x}
    assert x in alias
