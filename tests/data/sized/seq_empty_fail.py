def main(xs: list[int]) -> int:
    return max(xs) - min(xs)
