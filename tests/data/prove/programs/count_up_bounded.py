def main(n: int) -> int:
    """Counts up to an input bounded by 40: needs 40 unrolled iterations."""
    if n < 0 or n > 40:
        return 0
    i = 0
    while i < n:
        i += 1
    assert i == n
    return i
