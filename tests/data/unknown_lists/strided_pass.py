def main(readings: list[int]) -> int:
    """Every other sensor reading, newest first."""
    if len(readings) > 8:
        return 0
    sampled = readings[::2]
    assert len(sampled) == (len(readings) + 1) // 2
    newest = readings[::-1]
    if readings:
        assert newest[0] == readings[-1]
        assert sampled[0] == readings[0]
    assert len(readings[1::3]) <= 3
    return len(sampled)
