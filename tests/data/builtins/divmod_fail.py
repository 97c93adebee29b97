def main(n: int, k: int) -> None:
    if k != 0:
        q, r = divmod(n, k)
        assert r >= 0
