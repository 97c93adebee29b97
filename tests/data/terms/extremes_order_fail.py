def main(a: float, b: float, c: float) -> None:
    if a < b:
        assert min(a, b, c) == a
