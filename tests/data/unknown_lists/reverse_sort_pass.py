def main(ranks: list[int]) -> int:
    """Sort a short ranking, then reverse it: the best rank comes first."""
    if len(ranks) > 4 or not ranks:
        return 0
    ranks.sort()
    smallest = ranks[0]
    ranks.reverse()
    assert ranks[-1] == smallest
    for i in range(len(ranks) - 1):
        assert ranks[i] >= ranks[i + 1]
    return ranks[0]
