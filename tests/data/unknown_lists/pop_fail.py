def main(readings: list[int]) -> int:
    """Off by one: `pop(1)` takes the second reading, not the first."""
    if len(readings) < 2:
        return 0
    oldest = readings[0]
    got = readings.pop(1)
    assert got == oldest
    return got
