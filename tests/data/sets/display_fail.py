import clauz3


def main(a: str, b: str) -> None:
    """Two names are two items only when they differ."""
    names = {a, b}
    assert len(names) == 2
