def main(n: int, x: float) -> None:
    r = round(n, -1)
    assert r % 10 == 0
    assert abs(r - n) <= 5
    assert round(n) == n and round(n, 2) == n and round(True, -1) == 0
    if n % 20 == 5:
        assert r == n - 5
    if n % 20 == 15:
        assert r == n + 5
    assert round(n, -3) % 1000 == 0
    if x == x and abs(x) < 1e300:
        k = round(x)
        y = round(x, 2)
        z = round(x, -400)
        assert z == 0.0
