def main(n: int, k: int) -> None:
    if k > 0:
        q, r = divmod(n, k)
        assert q * k + r == n
        assert 0 <= r < k
    seconds = n % 86400 if n >= 0 else 0
    hours, rest = divmod(seconds, 3600)
    assert 0 <= hours < 24
