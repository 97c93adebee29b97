def main(xs: list[str]) -> int:
    if len(xs) > 3:
        return 0
    ys = sorted(xs, reverse=True)
    assert ys != ["b", "a"]
    return 0
