def main(n: int) -> int:
    if n < 0 or n > 1000:
        return 0
    rule = "=-" * n
    assert rule != "=-=-=-"
    return 0
