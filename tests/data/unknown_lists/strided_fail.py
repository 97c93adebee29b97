def main(readings: list[int]) -> int:
    """Every other reading: half of them, rounded down (wrong for an odd count)."""
    if len(readings) > 8:
        return 0
    sampled = readings[::2]
    assert len(sampled) == len(readings) // 2
    return len(sampled)
