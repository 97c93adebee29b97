def main(xs: list[int]) -> int:
    if not xs:
        return 0
    top = max(xs)
    assert top != xs[-1] or len(xs) < 2
    return 0
