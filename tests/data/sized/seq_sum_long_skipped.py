def main(xs: list[int]) -> int:
    if len(xs) > 20:
        assert sum(xs) != 5
    return len(xs)
