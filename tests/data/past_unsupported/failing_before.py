def main(k: int, n: int) -> None:
    if n > 5:
        assert n * 3 != 370371
    assert pow(2, k, 7) < 100
