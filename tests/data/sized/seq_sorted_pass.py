def main(xs: list[int]) -> int:
    if len(xs) > 4:
        return 0
    ys = sorted(xs)
    assert len(ys) == len(xs)
    for i in range(len(ys) - 1):
        assert ys[i] <= ys[i + 1]
    if ys:
        assert ys[0] == min(xs)
        assert ys[-1] == max(xs)
    return 0
