def main(readings: list[int]) -> int:
    """Drain two readings without checking there are two."""
    total = 0
    if readings:
        total += readings.pop()
    total += readings.pop()
    return total
