def main(n: int, x: int) -> int:
    if n < 0 or n > 8:
        return 0
    row = [x] * n
    assert sum(row) != 12
    return 0
