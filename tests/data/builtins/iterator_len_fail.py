def main(a: int) -> None:
    pairs = enumerate([a, 2])
    assert len(pairs) == 2
