def main(scores: list[int]) -> int:
    """Cap the first score, drop the last one, and clear the list when done."""
    if not scores:
        return 0
    if scores[0] > 100:
        scores[0] = 100
    assert scores[0] <= 100
    last = len(scores) - 1
    del scores[-1]
    assert len(scores) == last
    scores.clear()
    assert not scores
    return last
