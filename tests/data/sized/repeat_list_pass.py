def main(n: int, x: int) -> int:
    if n < -3 or n > 8:
        return 0
    row = [x] * n
    assert len(row) == max(n, 0)
    if row:
        assert row[-1] == x
    pair = [x, 1] * n
    assert len(pair) == 2 * len(row)
    return 0
