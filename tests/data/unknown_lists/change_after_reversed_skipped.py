def main(ranks: list[int]) -> int:
    """Change a ranking while a `reversed` iterator over it is pending."""
    if len(ranks) > 3 or not ranks:
        return 0
    first = ranks[0]
    backwards = reversed(ranks)
    ranks[0] = first + 1
    out = list(backwards)
    assert out[-1] == first
    return 0
