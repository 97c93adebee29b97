def main(n: int) -> None:
    text = "%*d items" % (3, n)
    assert len(text) >= 7
