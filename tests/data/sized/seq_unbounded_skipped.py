def main(xs: list[int]) -> int:
    if xs:
        assert max(xs) >= xs[0]
    return 0
