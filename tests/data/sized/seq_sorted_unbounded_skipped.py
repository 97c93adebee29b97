def main(xs: list[int]) -> int:
    ys = sorted(xs)
    assert len(ys) == len(xs)
    return 0
