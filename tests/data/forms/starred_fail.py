def main(a: int, b: int, c: int) -> None:
    first, *rest = [a, b, c]
    assert first >= rest[-1]
