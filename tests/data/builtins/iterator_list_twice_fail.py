def main(a: int) -> None:
    pairs = enumerate([a, 2])
    first = list(pairs)
    second = list(pairs)
    assert len(first) == 2 and len(second) == 2
