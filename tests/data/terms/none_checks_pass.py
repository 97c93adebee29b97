MISSING = None


def scaled(value, factor=None):
    if factor is None:
        return value
    return value * factor


def label(name=None):
    return "anonymous" if name is None else name


def main(n: int, word: str, x: float) -> None:
    assert scaled(n) == n
    assert scaled(n, 2) == 2 * n
    assert label(word) == word
    assert label() == "anonymous"
    assert n is not None and word is not None and x is not None
    assert [n] is not None and (n, word) is not MISSING
    assert not (x is MISSING)
