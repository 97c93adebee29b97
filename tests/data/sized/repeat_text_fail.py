def main(s: str, n: int) -> int:
    if n < -5 or n > 5:
        return 0
    t = s * n
    assert t != "abab"
    return 0
