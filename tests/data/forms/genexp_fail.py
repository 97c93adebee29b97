def main(a: int, b: int) -> None:
    total = sum(v for v in [a, b] if v > 0)
    assert total > 0
