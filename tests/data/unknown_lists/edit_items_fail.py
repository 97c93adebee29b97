def main(scores: list[int]) -> int:
    """Store a bonus past the end: item assignment does not grow a list."""
    scores[len(scores)] = 5
    return len(scores)
