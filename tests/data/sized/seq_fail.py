def main(xs: list[int]) -> int:
    if len(xs) > 6:
        return 0
    assert sum(xs) != 7 or len(xs) < 3
    return 0
