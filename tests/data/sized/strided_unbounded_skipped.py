def main(s: str) -> int:
    assert len(s[::2]) <= len(s)
    return 0
