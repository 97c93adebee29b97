def main(ranks: list[int]) -> int:
    """Reversing is not sorting."""
    if len(ranks) > 4 or not ranks:
        return 0
    ranks.reverse()
    for i in range(len(ranks) - 1):
        assert ranks[i] >= ranks[i + 1]
    return ranks[0]
