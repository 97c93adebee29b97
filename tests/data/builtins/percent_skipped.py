def main(n: int) -> None:
    text = "%d items" % n
    assert len(text) >= 7
