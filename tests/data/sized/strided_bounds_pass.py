def main(s: str, a: int) -> int:
    if len(s) > 4:
        return 0
    t = s[a::2]
    assert len(t) <= (len(s) + 1) // 2
    u = s[:a:-1]
    assert len(u) <= len(s)
    return 0
