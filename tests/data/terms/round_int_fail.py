def main(n: int) -> None:
    assert round(n, -1) <= n
