def main(xs: list[int]) -> int:
    if not xs:
        return 0
    top = max(xs)
    low = min(xs)
    assert low <= xs[0] <= top
    assert top in xs
    assert low <= top
    return top - low
