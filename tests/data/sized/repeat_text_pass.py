def main(s: str, n: int) -> int:
    if n < -5 or n > 5 or len(s) > 3:
        return 0
    t = s * n
    assert len(t) == len(s) * max(n, 0)
    u = n * s
    assert u == t
    if n > 0:
        assert t.startswith(s)
    return 0
