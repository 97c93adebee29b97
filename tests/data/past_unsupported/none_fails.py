def main(k: int, n: int) -> None:
    if k > 3:
        assert pow(2, k, 7) < 100
    assert n * 3 != 370372
