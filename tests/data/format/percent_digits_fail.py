"""`%d` of an int past 4300 digits is CPython's ValueError, as `str()` of it is."""


def main(n: int) -> None:
    text = "%d items" % n
    assert len(text) >= 7
