def main(readings: list[int]) -> int:
    """Take the newest reading off the end, then the oldest off the front."""
    if len(readings) < 2:
        return 0
    newest = readings[-1]
    oldest = readings[0]
    count = len(readings)
    got = readings.pop()
    assert got == newest
    first = readings.pop(0)
    assert first == oldest
    assert len(readings) == count - 2
    return got - first
